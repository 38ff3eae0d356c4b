// `npm run bench:load`: learners as they really behave, against two app processes on one PostgreSQL.
//
// Starts a PostgreSQL of its own (initdb in a temporary folder, its own port: src/server/testing/
// own-postgres.ts; never the shared server) or, with --postgres URL, a fresh database on that
// server (created and dropped afterwards), and two servers from source (`node --import tsx
// src/server/main.ts`) on it, sharing AUTH_SECRET as instances behind a load balancer do. Inserts
// a course of its own (six lessons, one with a quiz, one with the ROI calculator), signs up
// --learners learners (default 200) spread over both instances, then lets each act for --seconds
// (default 60), one action every 2 s on average (an exponential pause): browse the catalogue,
// open the course, enrol, complete the next lesson, submit the quiz, save the tool. Each action
// goes to a random instance, as a load balancer would send it.
// Prints throughput and p50/p99 per action, then checks the database against what each learner
// was told: every enrolment and completion answered as done is there, none that was refused or
// unanswered is there unless the learner was told it might be, nothing twice, one certificate per
// finished learner, zero errors. Finally it measures the saturation throughput of lesson
// completion: --closed-learners (50) learners completing lessons back to back for 10 s.
//
// --restart (own PostgreSQL only): a third of the way into the run, stops PostgreSQL ("fast", as
// a restart cuts connections) for --gap seconds (5) and starts it again. Requests in the gap must
// answer 503 UNAVAILABLE within 10 s (they count apart, not as errors); everything else must
// succeed; the run must finish and the database check above must hold: a write that failed is
// done or not done, never half. The saturation measure is skipped.
//
// Options: --learners N (200) --seconds S (60) --closed-learners N (50) --restart --gap S (5)
// --postgres URL (unset: a PostgreSQL of its own)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import pg from 'pg';
import { findPostgresBin, startOwnPostgres } from '../src/server/testing/own-postgres.ts';
import { createPostgresDatabase, delay, describeMachine, pad, startServer, warnIfBusy } from './support.mjs';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'closed-learners': { type: 'string', default: '50' },
    restart: { type: 'boolean', default: false },
    gap: { type: 'string', default: '5' },
    postgres: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('usage: node --import tsx bench/load.mjs [--learners 200] [--seconds 60] [--closed-learners 50] [--restart [--gap 5]] [--postgres URL]');
  process.exit(0);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const LEARNERS = Number(values.learners);
const SECONDS = Number(values.seconds);
const CLOSED_LEARNERS = Number(values['closed-learners']);
const RESTART = values.restart;
const GAP_SECONDS = Number(values.gap);
/** In the restart gap a request answers 503 within this long, never hangs (the pool waits 5 s for a connection). */
const GAP_ANSWER_BOUND_MS = 10_000;
if (RESTART && values.postgres) {
  console.log('--restart stops and starts the database: it runs only on a PostgreSQL of its own (leave out --postgres).');
  process.exit(2);
}
const MEAN_PAUSE_MS = 2_000;
const LESSONS = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'];
const QUIZ_LESSON = 'l3';
const TOOL_LESSON = 'l2';

/** The right option's text for each question of the quiz below. */
const QUIZ_KEY = { tf: 'True', mc: 'b' };

/** The right answers to a draw of that quiz, by the option ids the draw gave. */
function rightQuizAnswers(draw) {
  return Object.fromEntries(draw.questions.map((question) => [question.id, question.options.find((option) => option.text === QUIZ_KEY[question.id]).id]));
}

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

const loadAverage = () => loadavg().map((value) => value.toFixed(1)).join(' ');
console.log(`bench:load${RESTART ? ' --restart' : ''} — ${describeMachine()}, load average ${loadAverage()}`);
warnIfBusy();

/** A PostgreSQL of the run's own: the `postgres` database of a server in a temporary folder. */
async function ownDatabase() {
  const bin = findPostgresBin();
  if (!bin) {
    console.log('No PostgreSQL server programs found (initdb, pg_ctl): pass --postgres URL.');
    return undefined;
  }
  const own = await startOwnPostgres(bin);
  return {
    url: own.url,
    own,
    async query(text) {
      const client = new pg.Client({ connectionString: own.url, connectionTimeoutMillis: 3_000 });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      own.destroy();
    },
  };
}

const database = values.postgres ? await createPostgresDatabase(values.postgres, 'bench_load') : await ownDatabase();
if (!database) process.exit(1);
console.log(`database: ${values.postgres ? `a fresh database on ${new URL(values.postgres).host}` : `a PostgreSQL of its own (${new URL(database.url).host})`}`);
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
  /** 503 UNAVAILABLE answers (expected only around a restart): when each was asked, and how long it took. */
  const unavailable = [];
  let gap; // { stoppedAt, startedAt } while --restart runs
  const pick = () => servers[Math.floor(Math.random() * servers.length)];
  const call = async (action, method, url, cookie, body) => {
    const server = pick();
    const asked = Date.now();
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
      const took = performance.now() - started;
      if (RESTART && status === 503 && text.includes('"UNAVAILABLE"')) {
        unavailable.push({ asked, took, action });
        return { status, headers: response.headers, text, uncertain: true };
      }
      if (status >= 400) errors.push(`${action} ${status} ${text.slice(0, 120)}`);
      const list = timings.get(action) ?? [];
      list.push(took);
      timings.set(action, list);
      return { status, headers: response.headers, text, uncertain: false };
    } catch (error) {
      errors.push(`${action} ${error.message}`);
      return { status, headers: new Headers(), text: '', uncertain: true };
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
        const userId = answer.status === 200 ? JSON.parse(answer.text).user?.id : undefined;
        // What the learner was told: done (`confirmed`), or perhaps done (`uncertain`: 503, no answer).
        return { cookie, userId, enrolled: false, enrolUncertain: false, next: 0, quizPassed: false, confirmed: new Set(), uncertain: new Set() };
      }),
    );
    learners.push(...batch);
  }

  const completed = (learner, lesson, answer) => {
    if (answer.status === 200) learner.confirmed.add(lesson);
    else if (answer.uncertain) learner.uncertain.add(lesson);
  };
  const act = async (learner) => {
    if (!learner.enrolled) {
      const answer = await call('enrol', 'POST', `/api/courses/${slug}/enrollment`, learner.cookie);
      learner.enrolled = answer.status === 201 || answer.status === 200;
      if (answer.uncertain) learner.enrolUncertain = true;
      return;
    }
    const roll = Math.random();
    if (roll < 0.2) return void (await call('browse catalogue', 'GET', '/api/courses', learner.cookie));
    if (roll < 0.35) return void (await call('open course', 'GET', `/api/learn/${slug}`, learner.cookie));
    if (roll < 0.5) {
      const answer = await call('save tool', 'PUT', `/api/learn/${slug}/lessons/${TOOL_LESSON}/tools/roi-calculator`, learner.cookie, {
        state: { hoursPerWeek: String(1 + Math.floor(Math.random() * 9)), hourlyCost: '40', toolCostPerMonth: '30', setupCost: '0', rampUpMonths: '1' },
      });
      // A finished ROI calculation completes its lesson (the answer's `completion`).
      if (answer.status === 200 && JSON.parse(answer.text).completion) learner.confirmed.add(TOOL_LESSON);
      else if (answer.uncertain) learner.uncertain.add(TOOL_LESSON);
      return;
    }
    const lesson = LESSONS[learner.next % LESSONS.length];
    if (lesson === QUIZ_LESSON && !learner.quizPassed) {
      const drawn = await call('start quiz', 'POST', `/api/learn/${slug}/lessons/${QUIZ_LESSON}/quiz-draws`, learner.cookie);
      if (drawn.status !== 201) return;
      const draw = JSON.parse(drawn.text);
      const answer = await call('submit quiz', 'POST', `/api/learn/${slug}/lessons/${QUIZ_LESSON}/quiz-draws/${draw.drawId}/attempt`, learner.cookie, { answers: rightQuizAnswers(draw) });
      learner.quizPassed = answer.status === 200 || answer.status === 201;
      if (learner.quizPassed) learner.confirmed.add(QUIZ_LESSON);
      else if (answer.uncertain) learner.uncertain.add(QUIZ_LESSON);
      // Refused or unanswered: the learner tries the same step again next time.
      if (!learner.quizPassed) return;
    } else if (lesson !== QUIZ_LESSON) {
      const answer = await call('complete lesson', 'POST', `/api/learn/${slug}/lessons/${lesson}/completion`, learner.cookie);
      completed(learner, lesson, answer);
      if (answer.status !== 200) return;
    }
    learner.next += 1;
  };

  console.log(`${LEARNERS} learners acting for ${SECONDS} s, one action every ${MEAN_PAUSE_MS / 1000} s on average…`);
  const deadline = Date.now() + SECONDS * 1_000;
  const started = performance.now();
  const restart = async () => {
    await delay((SECONDS * 1_000) / 3);
    const stoppedAt = Date.now();
    database.own.stop();
    console.log(`  PostgreSQL stopped at ${((stoppedAt - deadline) / 1_000 + SECONDS).toFixed(1)} s; starting it again in ${GAP_SECONDS} s…`);
    await delay(GAP_SECONDS * 1_000);
    database.own.start();
    gap = { stoppedAt, startedAt: Date.now() };
    console.log(`  PostgreSQL back after ${((gap.startedAt - stoppedAt) / 1_000).toFixed(1)} s`);
  };
  await Promise.all([
    ...learners.map(async (learner) => {
      await delay(Math.random() * MEAN_PAUSE_MS);
      while (Date.now() < deadline) {
        await act(learner);
        await delay(-Math.log(1 - Math.random()) * MEAN_PAUSE_MS);
      }
    }),
    ...(RESTART ? [restart()] : []),
  ]);
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
  console.log(`all actions: ${(total / elapsed).toFixed(1)}/s over ${elapsed.toFixed(1)} s; errors: ${errors.length}; load average ${loadAverage()}`);
  for (const error of errors.slice(0, 5)) console.log(`  ${error}`);

  let gapProblems = [];
  if (RESTART) {
    const slowest = Math.max(0, ...unavailable.map((answer) => answer.took));
    // A 503 belongs to the gap when it was asked between the stop (less a request's own time) and a while after the start.
    const outside = gap ? unavailable.filter((answer) => answer.asked < gap.stoppedAt - 1_000 || answer.asked > gap.startedAt + GAP_ANSWER_BOUND_MS) : unavailable;
    console.log(`restart: ${unavailable.length} requests answered 503 UNAVAILABLE in the gap, the slowest in ${(slowest / 1_000).toFixed(1)} s; ${outside.length} outside it`);
    if (!gap) gapProblems.push('PostgreSQL was not restarted during the run');
    if (unavailable.length === 0) gapProblems.push('no request met the gap (a longer --gap or more learners)');
    if (slowest >= GAP_ANSWER_BOUND_MS) gapProblems.push(`a 503 took ${(slowest / 1_000).toFixed(1)} s`);
    if (outside.length > 0) gapProblems.push(`${outside.length} 503s outside the gap`);
  }

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
  const [{ doubled_certificates }] = await database.query(
    `select count(*)::int as doubled_certificates from (select user_id from course_certificates where course_id = '${courseId}' group by user_id having count(*) > 1) d`,
  );
  // Each learner's rows against what the learner was told: every confirmed completion is there,
  // and nothing is there that was neither confirmed nor left uncertain by a 503 or a lost answer.
  const rows = await database.query(`select user_id, lesson_id from course_progress where course_id = '${courseId}'`);
  const enrolledIds = new Set((await database.query(`select user_id from enrollments where course_id = '${courseId}'`)).map((row) => row.user_id));
  const stored = new Map();
  for (const row of rows) stored.set(row.user_id, (stored.get(row.user_id) ?? new Set()).add(row.lesson_id));
  let missing = 0;
  let unexplained = 0;
  let enrolmentMismatch = 0;
  for (const learner of learners) {
    const lessons = stored.get(learner.userId) ?? new Set();
    for (const lesson of learner.confirmed) if (!lessons.has(lesson)) missing += 1;
    for (const lesson of lessons) if (!learner.confirmed.has(lesson) && !learner.uncertain.has(lesson)) unexplained += 1;
    const isEnrolled = enrolledIds.has(learner.userId);
    if (learner.enrolled ? !isEnrolled : isEnrolled && !learner.enrolUncertain) enrolmentMismatch += 1;
  }
  const expectedEnrolled = learners.filter((learner) => learner.enrolled).length;
  console.log(`\ndatabase: ${enrolled} enrolments (${expectedEnrolled} answered as enrolled), ${finished} learners finished, ${certificates} certificates`);
  console.log(`          doubled enrolments ${doubled_enrolments}, doubled completions ${doubled_progress}, doubled certificates ${doubled_certificates}`);
  console.log(`          completions answered as done but missing ${missing}; stored but never answered as done or perhaps-done ${unexplained}; enrolments unlike their answer ${enrolmentMismatch}`);
  const lost =
    enrolmentMismatch > 0 || certificates !== finished || doubled_enrolments > 0 || doubled_progress > 0 || doubled_certificates > 0 || missing > 0 || unexplained > 0;
  for (const problem of gapProblems) console.log(`  restart: ${problem}`);
  const failed = lost || errors.length > 0 || gapProblems.length > 0;
  console.log(failed ? 'FAILED: errors, lost or doubled rows, or a restart problem (above)' : `OK: zero errors, nothing lost or doubled${RESTART ? ', the gap answered 503' : ''}`);
  process.exitCode = failed ? 1 : 0;
  if (!RESTART) {
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
    console.log(`lesson completion saturates at ${(completions / 10).toFixed(0)}/s with ${CLOSED_LEARNERS} learners on two instances (load average ${loadAverage()})`);
    if (errors.length > 0) process.exitCode = 1;
  }
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
}
