// `npm run bench:analytics-events`: the events endpoint itself, on the embedded database and on
// two app processes sharing one PostgreSQL, as instances behind a load balancer.
//
// For each setup it starts the server from source (TRUST_PROXY=127.0.0.1, so X-Forwarded-For
// names the client; the limits as in production) and:
// - times --requests batches of 10 page views from 100 clients (four in flight, round-robin over
//   the instances): p50 and p99 of an accepted batch, and batches a second;
// - floods from one client: 10,000 events in batches of 50 (four in flight, round-robin over the
//   instances), printing how many events were taken and the p50 and p99 of a refused batch.
// The run is bounded in time; the PostgreSQL database is created for it and dropped afterwards.
//
// Options: --requests N (1000) --postgres URL (postgres://postgres@127.0.0.1:5432; PGlite only when none answers)
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPostgresDatabase, describeMachine, startServer, warnIfBusy } from './support.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
  },
});
const requestCount = Math.round(Number(values.requests));
if (!Number.isFinite(requestCount) || requestCount <= 0) {
  console.error('--requests must be a positive number');
  process.exit(2);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CLIENTS = 100;
const IN_FLIGHT = 4;
const FLOOD_EVENTS = 10_000;
const FLOOD_BATCH = 50;
const watchdog = setTimeout(() => {
  console.error('The benchmark took far longer than planned; stopping.');
  process.exit(1);
}, 10 * 60_000);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);

const batchOf = (size, visitorId) =>
  JSON.stringify({ visitor_id: visitorId, events: Array.from({ length: size }, () => ({ name: 'page_view', properties: { page_path: '/bench' }, path: '/bench' })) });

/** Posts `bodies` (each with its client address), `IN_FLIGHT` at a time, round-robin over `urls`; each answer's status and time. */
async function post(urls, bodies) {
  const answers = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < bodies.length) {
        const index = next++;
        const url = urls[index % urls.length];
        const { client, body } = bodies[index];
        const started = performance.now();
        const response = await fetch(`${url}/api/analytics/events`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: url, 'x-forwarded-for': client },
          body,
        });
        await response.arrayBuffer();
        answers.push({ status: response.status, time: performance.now() - started });
      }
    }),
  );
  return answers;
}

const timesOf = (answers, status) => answers.filter((answer) => answer.status === status).map((answer) => answer.time).sort((a, b) => a - b);

async function measure(label, urls) {
  // Warm up: the first requests compile routes and fill connection pools.
  await post(urls, Array.from({ length: 20 }, (_, index) => ({ client: `192.0.2.${index}`, body: batchOf(10, `bench-warm-${index}`) })));

  const bodies = Array.from({ length: requestCount }, (_, index) => ({ client: `198.51.100.${index % CLIENTS}`, body: batchOf(10, `bench-visitor-${index % CLIENTS}`) }));
  const started = performance.now();
  const answers = await post(urls, bodies);
  const seconds = (performance.now() - started) / 1000;
  const accepted = timesOf(answers, 200);
  console.log(`\n${label}`);
  console.log(
    `  ${requestCount} batches of 10 from ${CLIENTS} clients: ${accepted.length} taken, p50 ${ms(percentile(accepted, 50))}, p99 ${ms(percentile(accepted, 99))}, ${(answers.length / seconds).toFixed(0)} batches/s`,
  );

  const flood = Array.from({ length: FLOOD_EVENTS / FLOOD_BATCH }, () => ({ client: '203.0.113.66', body: batchOf(FLOOD_BATCH, 'bench-flood') }));
  const floodAnswers = await post(urls, flood);
  const refused = timesOf(floodAnswers, 429);
  const taken = floodAnswers.filter((answer) => answer.status === 200).length * FLOOD_BATCH;
  const other = floodAnswers.filter((answer) => answer.status !== 200 && answer.status !== 429).length;
  console.log(
    `  flood of ${FLOOD_EVENTS.toLocaleString('en-US')} events from one client over ${urls.length} instance(s): ${taken} events taken, ${refused.length} batches refused (p50 ${ms(percentile(refused, 50))}, p99 ${ms(percentile(refused, 99))})${other ? `, ${other} other answers` : ''}`,
  );
}

console.log(`analytics events endpoint benchmark: ${describeMachine()}`);
warnIfBusy();
const env = { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_SCALE: '1' };
const servers = [];
let database;
try {
  const embedded = await startServer({ root, args: ['--import', 'tsx', 'src/server/main.ts'], name: 'events', extraEnv: env });
  servers.push(embedded);
  await measure('one process, embedded database (PGlite)', [embedded.url]);
  await embedded.stop();
  servers.length = 0;

  database = await createPostgresDatabase(values.postgres, 'bench_events');
  if (database) {
    for (let index = 0; index < 2; index++) {
      servers.push(await startServer({ root, args: ['--import', 'tsx', 'src/server/main.ts'], name: 'events', databaseUrl: database.url, extraEnv: env }));
    }
    await measure(`two processes, one PostgreSQL (${database.label})`, servers.map((server) => server.url));
  }
} finally {
  for (const server of servers) await server.stop();
  await database?.drop();
  clearTimeout(watchdog);
}
