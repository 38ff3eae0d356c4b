// `npm run bench:load`: learners as they really behave, against two app processes on one PostgreSQL.
//
// Starts two servers from source (`node --import tsx src/server/main.ts`) on one fresh PostgreSQL
// database (created on --postgres and dropped afterwards), sharing AUTH_SECRET as instances behind
// a load balancer do. Inserts a course of its own (six lessons, one with a quiz, one with the ROI
// calculator), signs up --learners learners (default 200) spread over both instances, then lets
// each act for --seconds (default 60), one action every 2 s on average (an exponential pause):
// browse the catalogue, open the course, enrol, complete the next lesson, submit the quiz, save
// the tool. Each action goes to a random instance, as a load balancer would send it.
// Prints throughput and p50/p99 per action, then checks the database: every learner enrolled at
// most once, every completion recorded once, one certificate per finished learner, zero errors.
// Finally it measures the saturation throughput of lesson completion: --closed-learners (50)
// learners completing lessons back to back for 10 s.
//
// Options: --learners N (200) --seconds S (60) --closed-learners N (50)
// --postgres URL (postgres://postgres@127.0.0.1:5432)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPostgresDatabase, delay, describeMachine, pad, startServer, warnIfBusy } from './support.mjs';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'closed-learners': { type: 'string', default: '50' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('usage: node --import tsx bench/load.mjs [--learners 200] [--seconds 60] [--closed-learners 50] [--postgres URL]');
  process.exit(0);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const LEARNERS = Number(values.learners);
const SECONDS = Number(values.seconds);
const CLOSED_LEARNERS = Number(values['closed-learners']);
const MEAN_PAUSE_MS = 2_000;
const LESSONS = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'];
const QUIZ_LESSON = 'l3';
const TOOL_LESSON = 'l2';

const curriculum = {
  modules: [
    {
      id: 'm1',
      title: 'Getting going',
      lessons: [
        { id: 'l1', title: 'Where to start', content: 'Start with one task you do every week.' },
        { id: 'l2', title: 'What it is worth', content: 'Work out the payoff first.\n\n::tool{id="roi-calculator"}' },
        {
          id: 'l3',
          title: 'Check your understanding',
          content: 'A short check.',
          quiz: {
            id: 'q1',
            title: 'Check',
            passing_score: 70,
            questions: [
              { id: 'tf', type: 'true-false', question: 'Saved hours are cash only when re-used?', correct_answer: true },
              { id: 'mc', type: 'multiple-choice', question: 'Pick b', options: ['a', 'b', 'c'], correct_answer: 1 },
            ],
          },
        },
      ],
    },
    { id: 'm2', title: 'Doing it', lessons: [{ id: 'l4', title: 'First task' }, { id: 'l5', title: 'Second task' }, { id: 'l6', title: 'Review' }] },
  ],
};

console.log(`bench:load — ${describeMachine()}`);
warnIfBusy();

const database = await createPostgresDatabase(values.postgres, 'bench_load');
if (!database) process.exit(1);
const secret = randomBytes(32).toString('hex');
const servers = [];
try {
  for (const name of ['a', 'b']) {
    servers.push(
      await startServer({
        root,
        name: `load-${name}`,
        args: ['--import', 'tsx', 'src/server/main.ts'],
        databaseUrl: database.url,
        extraEnv: { AUTH_SECRET: secret, RATE_LIMIT_SCALE: '1000' },
        printOutputOnStop: true,
      }),
    );
  }
  const slug = `load-${randomBytes(4).toString('hex')}`;
  await database.query(
    `insert into courses (slug, title, level, required_plan, published, curriculum) values ('${slug}', 'Load course', 'Beginner', 'free', true, '${JSON.stringify(curriculum).replaceAll("'", "''")}')`,
  );
  const [{ id: courseId }] = await database.query(`select id from courses where slug = '${slug}'`);

  const timings = new Map();
  const errors = [];
  const pick = () => servers[Math.floor(Math.random() * servers.length)];
  const call = async (action, method, url, cookie, body) => {
    const server = pick();
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: { origin: server.url, cookie: cookie ?? '', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const text = await response.text();
      if (status >= 400) errors.push(`${action} ${status} ${text.slice(0, 120)}`);
      const list = timings.get(action) ?? [];
      list.push(performance.now() - started);
      timings.set(action, list);
      return { status, headers: response.headers, text };
    } catch (error) {
      errors.push(`${action} ${error.message}`);
      return { status, headers: new Headers(), text: '' };
    }
  };

  console.log(`signing up ${LEARNERS} learners across ${servers.length} instances…`);
  const learners = [];
  for (let i = 0; i < LEARNERS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, LEARNERS - i) }, async (_, k) => {
        const email = `load-${i + k}-${randomBytes(3).toString('hex')}@example.com`;
        const answer = await call('sign up', 'POST', '/api/auth/sign-up/email', '', { firstName: 'Load', lastName: `Learner ${i + k}`, email, password: 'correct-horse' });
        const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
        return { cookie, enrolled: false, next: 0, quizPassed: false };
      }),
    );
    learners.push(...batch);
  }

  const act = async (learner) => {
    if (!learner.enrolled) {
      const answer = await call('enrol', 'POST', `/api/courses/${slug}/enrollment`, learner.cookie);
      learner.enrolled = answer.status === 201 || answer.status === 200;
      return;
    }
    const roll = Math.random();
    if (roll < 0.2) return void (await call('browse catalogue', 'GET', '/api/courses', learner.cookie));
    if (roll < 0.35) return void (await call('open course', 'GET', `/api/learn/${slug}`, learner.cookie));
    if (roll < 0.5) {
      return void (await call('save tool', 'PUT', `/api/learn/${slug}/lessons/${TOOL_LESSON}/tools/roi-calculator`, learner.cookie, {
        state: { hoursPerWeek: String(1 + Math.floor(Math.random() * 9)), hourlyCost: '40', toolCostPerMonth: '30', setupCost: '0', rampUpMonths: '1' },
      }));
    }
    const lesson = LESSONS[learner.next % LESSONS.length];
    if (lesson === QUIZ_LESSON && !learner.quizPassed) {
      const answer = await call('submit quiz', 'POST', `/api/learn/${slug}/lessons/${QUIZ_LESSON}/quiz-attempts`, learner.cookie, { answers: { tf: true, mc: 1 } });
      learner.quizPassed = answer.status === 200 || answer.status === 201;
    } else if (lesson !== QUIZ_LESSON) {
      await call('complete lesson', 'POST', `/api/learn/${slug}/lessons/${lesson}/completion`, learner.cookie);
    }
    learner.next += 1;
  };

  console.log(`${LEARNERS} learners acting for ${SECONDS} s, one action every ${MEAN_PAUSE_MS / 1000} s on average…`);
  const deadline = Date.now() + SECONDS * 1_000;
  const started = performance.now();
  await Promise.all(
    learners.map(async (learner) => {
      await delay(Math.random() * MEAN_PAUSE_MS);
      while (Date.now() < deadline) {
        await act(learner);
        await delay(-Math.log(1 - Math.random()) * MEAN_PAUSE_MS);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1_000;

  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  console.log(`\n${pad('action', 18)}${pad('count', 8)}${pad('per s', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}`);
  let total = 0;
  for (const [action, list] of timings) {
    if (action === 'sign up') continue;
    const sorted = [...list].sort((a, b) => a - b);
    total += sorted.length;
    console.log(`${pad(action, 18)}${pad(String(sorted.length), 8)}${pad((sorted.length / elapsed).toFixed(1), 8)}${pad(percentile(sorted, 50).toFixed(1), 9)}${pad(percentile(sorted, 99).toFixed(1), 9)}`);
  }
  console.log(`all actions: ${(total / elapsed).toFixed(1)}/s over ${elapsed.toFixed(1)} s; errors: ${errors.length}`);
  for (const error of errors.slice(0, 5)) console.log(`  ${error}`);

  const [{ doubled_enrolments }] = await database.query(
    `select count(*)::int as doubled_enrolments from (select user_id from enrollments where course_id = '${courseId}' group by user_id having count(*) > 1) d`,
  );
  const [{ doubled_progress }] = await database.query(
    `select count(*)::int as doubled_progress from (select user_id, lesson_id from course_progress where course_id = '${courseId}' group by user_id, lesson_id having count(*) > 1) d`,
  );
  const [{ enrolled }] = await database.query(`select count(*)::int as enrolled from enrollments where course_id = '${courseId}'`);
  const [{ finished }] = await database.query(
    `select count(*)::int as finished from (select user_id from course_progress where course_id = '${courseId}' group by user_id having count(*) = ${LESSONS.length}) f`,
  );
  const [{ certificates }] = await database.query(`select count(*)::int as certificates from course_certificates where course_id = '${courseId}'`);
  const expectedEnrolled = learners.filter((learner) => learner.enrolled).length;
  console.log(`\ndatabase: ${enrolled} enrolments (${expectedEnrolled} answered as enrolled), ${finished} learners finished, ${certificates} certificates`);
  console.log(`          doubled enrolments ${doubled_enrolments}, doubled completions ${doubled_progress}`);
  const lost = enrolled !== expectedEnrolled || certificates !== finished || doubled_enrolments > 0 || doubled_progress > 0;
  console.log(lost || errors.length > 0 ? 'FAILED: errors, lost or doubled rows (above)' : 'OK: zero errors, nothing lost or doubled');

  console.log(`\nsaturation: ${CLOSED_LEARNERS} learners completing lessons back to back for 10 s…`);
  const closedSlug = `${slug}-closed`;
  await database.query(
    `insert into courses (slug, title, level, required_plan, published, curriculum) values ('${closedSlug}', 'Closed loop', 'Beginner', 'free', true, '${JSON.stringify({ modules: Array.from({ length: 10 }, (_, m) => ({ id: `m${m}`, title: `Part ${m}`, lessons: Array.from({ length: 50 }, (_, i) => ({ id: `c${m * 50 + i}`, title: `Lesson ${m * 50 + i}` })) })) })}')`,
  );
  const closed = learners.slice(0, CLOSED_LEARNERS);
  for (const learner of closed) await call('enrol (closed)', 'POST', `/api/courses/${closedSlug}/enrollment`, learner.cookie);
  let completions = 0;
  const closedDeadline = performance.now() + 10_000;
  await Promise.all(
    closed.map(async (learner) => {
      for (let i = 0; performance.now() < closedDeadline && i < 500; i++) {
        const answer = await call('complete (closed)', 'POST', `/api/learn/${closedSlug}/lessons/c${i}/completion`, learner.cookie);
        if (answer.status === 200) completions += 1;
      }
    }),
  );
  console.log(`lesson completion saturates at ${(completions / 10).toFixed(0)}/s with ${CLOSED_LEARNERS} learners on two instances`);
  process.exitCode = lost || errors.length > 0 ? 1 : 0;
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
}
