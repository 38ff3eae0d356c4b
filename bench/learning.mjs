// `npm run bench:learning`: lesson completions with many learners at once.
//
// Starts the server from source (`node --import tsx src/server/main.ts`: no build needed, only
// API calls) with a throw-away database and RATE_LIMIT_SCALE=1000, signs up --learners learners
// (default 50), enrols each in the course, then lets all of them complete every lesson in order
// at the same time: one chain of awaited requests per learner, timed with performance.now():
// POST .../completion for a lesson without a quiz, and for a lesson with one a passing attempt:
// POST .../quiz-draws then POST .../quiz-draws/:drawId/attempt, timed together (decision 0026:
// such a lesson is completed by passing its quiz; 'Mark as Complete' answers 409 QUIZ_REQUIRED).
// The right answers come from the course's content files, matched to each draw's options by their
// text (a failed attempt reveals none, decision 0063). A second pass repeats every
// completion (idempotent) and is timed the same way. Afterwards every learner must be at 100 % with exactly one certificate. Runs on embedded
// PGlite and, when a PostgreSQL answers, on a database it creates and drops. Everything listens
// on 127.0.0.1 only, and the whole run is bounded in time.
//
// Options: --learners N (50) --course SLUG (ai-101-for-business-owners)
// --postgres URL (postgres://postgres@127.0.0.1:5432) --no-postgres
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readContentCourse } from '../src/server/content/read-content.ts';
import { contentCoursesRoot } from '../src/server/paths.ts';
import { createPostgresDatabase, describeMachine, pad, startServer, warnIfBusy } from './support.mjs';

const REQUEST_TIMEOUT_MS = 30_000;
const SIGN_UP_CONCURRENCY = 5;

await main();

async function main() {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const { values } = parseArgs({
    options: {
      learners: { type: 'string', default: '50' },
      course: { type: 'string', default: 'ai-101-for-business-owners' },
      postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      'no-postgres': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('usage: npm run bench:learning -- [--learners 50] [--course ai-101-for-business-owners] [--postgres URL] [--no-postgres]');
    return;
  }
  const learnerCount = Math.round(Number(values.learners));
  if (!Number.isFinite(learnerCount) || learnerCount < 1) {
    console.error(`--learners must be a positive number (got "${values.learners}")`);
    process.exit(2);
  }
  const slug = values.course;

  const databases = [{ name: 'PGlite (embedded)', url: undefined }];
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length > 0) await cleanups.pop()().catch((error) => console.error('cleanup:', error.message));
  };

  // Bounded: every request has its own timeout, and this stops the whole run if something hangs.
  const watchdog = setTimeout(
    async () => {
      console.error('The benchmark took far longer than planned; stopping everything.');
      await cleanup();
      process.exit(1);
    },
    15 * 60 * 1000,
  );
  process.once('SIGINT', async () => {
    await cleanup();
    process.exit(130);
  });

  console.log(`learning benchmark: ${learnerCount} concurrent learners completing every lesson of ${slug}, ${describeMachine()}`);
  console.log('Note: the learners (this process) and the server under test share these cores, so absolute figures are low.\n');
  warnIfBusy();

  const results = [];
  try {
    if (!values['no-postgres']) {
      const postgres = await createPostgresDatabase(values.postgres, 'bench_learning');
      if (postgres) {
        cleanups.push(postgres.drop);
        databases.push({ name: `PostgreSQL (${postgres.label})`, url: postgres.url, countCertificates: async () => (await postgres.query('select count(*)::int as count from course_certificates'))[0].count });
      }
    }

    for (const database of databases) {
      const server = await startServer({
        root,
        args: ['--import', 'tsx', 'src/server/main.ts'],
        name: 'learning',
        databaseUrl: database.url,
        extraEnv: { RATE_LIMIT_SCALE: '1000' },
        printOutputOnStop: true,
      });
      cleanups.push(server.stop);
      const client = httpClient(server.url);

      const setupStart = performance.now();
      const learners = await signUpLearners(client, learnerCount);
      for (const learner of learners) {
        const response = await client.request('POST', `/api/courses/${slug}/enrollment`, learner.cookie);
        if (response.status !== 201) throw new Error(`Enrolment answered ${response.status}: ${JSON.stringify(response.body)}`);
      }
      const player = await client.request('GET', `/api/learn/${slug}`, learners[0].cookie);
      if (player.status !== 200) throw new Error(`GET /api/learn/${slug} answered ${player.status}: ${JSON.stringify(player.body)}`);
      const lessons = lessonsToComplete(slug, player.body);
      const lessonIds = lessons.map((lesson) => lesson.id);
      const quizCount = lessons.filter((lesson) => lesson.pool).length;
      console.log(
        `${database.name}: ${learners.length} learners signed up and enrolled in ${((performance.now() - setupStart) / 1000).toFixed(1)} s; ${lessons.length} lessons each, ${quizCount} of them completed by passing their quiz`,
      );

      const first = await completionPass(client, slug, learners, lessons);
      printPass('first pass (new completions)', first);
      const second = await completionPass(client, slug, learners, lessons);
      printPass('second pass (repeats, idempotent)', second);

      const problems = await verify(client, slug, learners, lessonIds, [first, second]);
      if (database.countCertificates) {
        const rows = await database.countCertificates();
        if (rows !== learners.length) problems.push(`course_certificates holds ${rows} rows for ${learners.length} learners`);
      }
      console.log(problems.length === 0 ? `  check: every learner at 100 % with exactly one certificate: ok\n` : `  check FAILED:\n    ${problems.slice(0, 10).join('\n    ')}\n`);
      results.push({ database: database.name, first, second, problems });

      await cleanups.pop()();
    }
  } finally {
    await cleanup();
    clearTimeout(watchdog);
  }

  console.log('Summary (completions/s over the wall time of the pass; latency per request)');
  for (const { database, first, second, problems } of results) {
    for (const [label, pass] of [
      ['first', first],
      ['repeat', second],
    ]) {
      console.log(
        `  ${pad(database.replace(/ \(.*$/, ''), 11)} ${pad(label, 7)} ${pad(`${pass.stats.count} in ${(pass.wallMs / 1000).toFixed(2)} s`, 16)} ${pad(`${pass.rate.toFixed(0)}/s`, 7)} p50 ${pad(ms(pass.stats.p50), 9)} p95 ${pad(ms(pass.stats.p95), 9)} p99 ${pad(ms(pass.stats.p99), 9)} max ${pad(ms(pass.stats.max), 9)} errors ${pass.errors}`,
      );
    }
    if (problems.length > 0) console.log(`  ${database}: ${problems.length} check failures`);
  }
  if (results.some(({ first, second, problems }) => first.errors > 0 || second.errors > 0 || problems.length > 0)) {
    console.error('Some requests failed or the final check did not pass: see above.');
    process.exitCode = 1;
  }
}

/** Node's fetch (undici) keeps connections alive; cookies are passed by hand, one session per learner. */
function httpClient(baseUrl) {
  const origin = new URL(baseUrl).origin;
  return {
    async request(method, pathname, cookie, body) {
      const headers = { accept: 'application/json' };
      if (cookie) headers.cookie = cookie;
      if (method !== 'GET') headers.origin = origin;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}${pathname}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let parsed;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { status: response.status, body: parsed, cookies: response.headers.getSetCookie() };
    },
  };
}

async function signUpLearners(client, count) {
  const runId = randomBytes(4).toString('hex');
  const learners = new Array(count);
  let next = 0;
  // Password hashing is deliberately slow: a few at a time keeps the set-up from timing out.
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const email = `learner-${runId}-${index}@bench.example.com`;
      const response = await client.request('POST', '/api/auth/sign-up/email', undefined, {
        firstName: 'Bench',
        lastName: `Learner ${index}`,
        email,
        password: `Bench-${runId}-password-${index}`,
      });
      if (response.status !== 200) throw new Error(`Sign-up answered ${response.status}: ${JSON.stringify(response.body)}`);
      const cookie = response.cookies.map((setCookie) => setCookie.split(';')[0]).join('; ');
      if (!cookie) throw new Error('Sign-up set no session cookie');
      learners[index] = { email, cookie };
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIGN_UP_CONCURRENCY, count) }, worker));
  return learners;
}

/**
 * The course's lessons in order as the player lists them, each with its quiz's pool (answers
 * included) from the course's content files when it has one: such a lesson is completed by passing it.
 */
function lessonsToComplete(slug, playerCourse) {
  const pools = new Map(
    readContentCourse(contentCoursesRoot, slug)
      .course.curriculum.modules.flatMap((module) => module.lessons)
      .filter((lesson) => lesson.quiz)
      .map((lesson) => [lesson.id, lesson.quiz.questions]),
  );
  return playerCourse.course.modules.flatMap((module) => module.lessons).map((lesson) => (lesson.quiz ? { id: lesson.id, pool: pools.get(lesson.id) } : { id: lesson.id }));
}

/** The right answers to a draw, by the option ids it gave, found by the options' texts in the pool. */
function rightAnswers(pool, draw) {
  return Object.fromEntries(
    draw.questions.map((shown) => {
      const question = pool.find((entry) => entry.id === shown.id);
      const idOf = (text) => shown.options.find((option) => option.text === text).id;
      if (question.type === 'true-false') return [shown.id, idOf(question.correct_answer ? 'True' : 'False')];
      if (question.type === 'multiple-choice') return [shown.id, idOf(question.options[question.correct_answer])];
      return [shown.id, question.correct_answers.map((index) => idOf(question.options[index]))];
    }),
  );
}

/** Completes one lesson: 'Mark as Complete', or passing its quiz. The completion (or null when the lesson was already complete), or an error. */
async function completeOne(client, slug, learner, lesson) {
  const lessonPath = `/api/learn/${slug}/lessons/${encodeURIComponent(lesson.id)}`;
  if (!lesson.pool) {
    const response = await client.request('POST', `${lessonPath}/completion`, learner.cookie);
    return response.status === 200 ? { completion: response.body } : { error: `${response.status} ${JSON.stringify(response.body).slice(0, 200)}` };
  }
  const draw = await client.request('POST', `${lessonPath}/quiz-draws`, learner.cookie);
  if (draw.status !== 201) return { error: `quiz ${lesson.id} draw: ${draw.status} ${JSON.stringify(draw.body).slice(0, 200)}` };
  // 201: the attempt was stored. It must pass; a repeat completes nothing (completion null).
  const response = await client.request('POST', `${lessonPath}/quiz-draws/${draw.body.drawId}/attempt`, learner.cookie, { answers: rightAnswers(lesson.pool, draw.body) });
  if (response.status !== 201 || !response.body.attempt.passed) return { error: `quiz ${lesson.id}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}` };
  return { completion: response.body.completion };
}

/** All learners at once, each completing the lessons in order, one request after the other. */
async function completionPass(client, slug, learners, lessons) {
  const latencies = [];
  const errorSamples = [];
  let errors = 0;
  const issued = learners.map(() => 0);
  const certificateIds = learners.map(() => new Set());
  const start = performance.now();
  await Promise.all(
    learners.map(async (learner, index) => {
      for (const lesson of lessons) {
        const sent = performance.now();
        try {
          const { completion, error } = await completeOne(client, slug, learner, lesson);
          latencies.push(performance.now() - sent);
          if (error) {
            errors++;
            if (errorSamples.length < 5) errorSamples.push(error);
            continue;
          }
          if (completion?.certificateIssued) issued[index]++;
          if (completion?.certificate) certificateIds[index].add(completion.certificate.certificateId);
        } catch (error) {
          latencies.push(performance.now() - sent);
          errors++;
          if (errorSamples.length < 5) errorSamples.push(error.message);
        }
      }
    }),
  );
  const wallMs = performance.now() - start;
  return { wallMs, rate: latencies.length / (wallMs / 1000), stats: summarize(latencies), errors, errorSamples, issued, certificateIds };
}

async function verify(client, slug, learners, lessonIds, passes) {
  const problems = [];
  for (const [index, learner] of learners.entries()) {
    const response = await client.request('GET', `/api/learn/${slug}`, learner.cookie);
    if (response.status !== 200) {
      problems.push(`learner ${index}: GET /api/learn/${slug} answered ${response.status}`);
      continue;
    }
    const { progress, certificate } = response.body;
    if (progress.percent !== 100 || progress.completedCount !== lessonIds.length) {
      problems.push(`learner ${index}: ${progress.percent} % (${progress.completedCount}/${progress.totalLessons} lessons)`);
    }
    if (!certificate) problems.push(`learner ${index}: no certificate`);
    const issuedCount = passes.reduce((total, pass) => total + pass.issued[index], 0);
    if (issuedCount !== 1) problems.push(`learner ${index}: certificateIssued was true ${issuedCount} times`);
    const seen = new Set(passes.flatMap((pass) => [...pass.certificateIds[index]]));
    if (certificate) seen.add(certificate.certificateId);
    if (seen.size !== 1) problems.push(`learner ${index}: ${seen.size} different certificate ids (${[...seen].join(', ')})`);
  }
  return problems;
}

function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

function printPass(label, pass) {
  const { stats } = pass;
  console.log(
    `  ${pad(label, 34)} ${stats.count} completions in ${(pass.wallMs / 1000).toFixed(2)} s = ${pass.rate.toFixed(0)}/s; p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)}, max ${ms(stats.max)}; errors ${pass.errors}`,
  );
  for (const sample of pass.errorSamples) console.log(`    error: ${sample}`);
}

function ms(value) {
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}
