// `npm run bench:analytics`: the analytics dashboard's API at a million events, and a flood of
// the events endpoint.
//
// Seeds --events events (default 1,000,000) spread over the last year into a fresh embedded
// database (one INSERT … SELECT over generate_series: a page view mix, course and learning
// events, sign-ups, checkouts and purchases, from --visitors visitors), rebuilds the daily
// rollups from them (the backfill path, `rebuildDailyRollups`), then starts the server from
// source on that DATA_DIR and times GET /api/admin/analytics as the admin (--requests requests
// per range, one after another: 30 days, 90 days and 365 days), printing p50 and p99. Then one
// client floods POST /api/analytics/events with 10,000 events in batches of 50 as fast as it
// can while another times GET /api/health and GET /; it prints how many batches were taken and
// refused (429) and the other client's latency before and during the flood. Everything listens
// on 127.0.0.1 and the run is bounded in time.
//
// Options: --events N (1000000) --visitors N (50000) --requests N (20)
// --data-dir DIR: seed into DIR and keep it; a DIR seeded before is reused as it is (no seeding)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { rebuildDailyRollups } from '../src/server/modules/analytics/analytics.data.ts';
import { describeMachine, startServer, warnIfBusy } from './support.mjs';

const ADMIN = { email: 'bench-admin@bench.example.com', password: 'bench-admin-password' };
const FLOOD_EVENTS = 10_000;
const BATCH = 50;

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    visitors: { type: 'string', default: '50000' },
    requests: { type: 'string', default: '20' },
    'data-dir': { type: 'string' },
  },
});
const eventCount = Math.round(Number(values.events));
const visitorCount = Math.round(Number(values.visitors));
const requestCount = Math.round(Number(values.requests));
if (![eventCount, visitorCount, requestCount].every((value) => Number.isFinite(value) && value > 0)) {
  console.error('--events, --visitors and --requests must be positive numbers');
  process.exit(2);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const keptDataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
const reuse = keptDataDir !== undefined && existsSync(path.join(keptDataDir, 'pglite'));
const watchdog = setTimeout(() => {
  console.error('The benchmark took far longer than planned; stopping.');
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}, 30 * 60_000);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

async function seed() {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await prepareDatabase(database);
    const started = performance.now();
    await database.db.execute(sql`
      INSERT INTO analytics_events (name, properties, path, visitor_id, referrer, created_at)
      SELECT
        kind.name,
        CASE kind.name
          WHEN 'page_view' THEN jsonb_build_object('page_path', page.path)
          WHEN 'course_viewed' THEN jsonb_build_object('course_id', course.id, 'course_title', course.title)
          WHEN 'course_enrolled' THEN jsonb_build_object('course_id', course.id, 'course_title', course.title)
          WHEN 'certificate_earned' THEN jsonb_build_object('course_id', course.id, 'course_title', course.title)
          WHEN 'lesson_completed' THEN jsonb_build_object('course_id', course.id, 'lesson_id', 'lesson-' || (g % 10), 'progress_percentage', (g % 10 + 1) * 10)
          WHEN 'sign_up_completed' THEN '{"method":"email"}'::jsonb
          WHEN 'checkout_initiated' THEN jsonb_build_object('plan', plan.name, 'value', plan.value, 'currency', 'USD')
          WHEN 'purchase' THEN jsonb_build_object('plan', plan.name, 'value', plan.value, 'currency', 'USD')
          WHEN 'video_played' THEN jsonb_build_object('lesson_id', 'lesson-' || (g % 10), 'provider', 'youtube')
          WHEN 'resource_downloaded' THEN '{"resource_name":"Checklist"}'::jsonb
          WHEN 'email_captured' THEN '{"source":"contact_form"}'::jsonb
          ELSE '{}'::jsonb
        END,
        CASE WHEN kind.name = 'page_view' THEN page.path ELSE '/courses' END,
        'visitor-' || (g % ${visitorCount}),
        CASE WHEN kind.name = 'page_view' THEN (ARRAY[NULL, 'https://www.google.com/', 'https://news.example.org/a', 'https://www.linkedin.com/feed', NULL, 'https://duckduckgo.com/', NULL])[g % 7 + 1] END,
        now() - ((g % 365) * interval '1 day') - (((g * 7919) % 86400) * interval '1 second')
      FROM generate_series(1::bigint, ${eventCount}::bigint) AS g
      CROSS JOIN LATERAL (SELECT CASE
        WHEN g % 100 < 70 THEN 'page_view' WHEN g % 100 < 75 THEN 'course_viewed' WHEN g % 100 < 80 THEN 'course_enrolled'
        WHEN g % 100 < 88 THEN 'lesson_completed' WHEN g % 100 < 89 THEN 'certificate_earned' WHEN g % 100 < 92 THEN 'sign_up_initiated'
        WHEN g % 100 < 94 THEN 'sign_up_completed' WHEN g % 100 < 95 THEN 'checkout_initiated' WHEN g % 100 < 96 THEN 'purchase'
        WHEN g % 100 < 97 THEN 'video_played' WHEN g % 100 < 98 THEN 'resource_downloaded' WHEN g % 100 < 99 THEN 'contact_form_submitted'
        ELSE 'email_captured' END AS name) AS kind
      CROSS JOIN LATERAL (SELECT (ARRAY['/', '/courses', '/pricing', '/about', '/faq', '/contact', '/pathways', '/courses/ai-101-for-business-owners',
        '/courses/automate-your-business', '/courses/ai-strategy-blueprint', '/certification', '/instructor'])[(g / 100) % 12 + 1] AS path) AS page
      CROSS JOIN LATERAL (SELECT 'course-' || (g % 6) AS id, 'Course ' || (g % 6) AS title) AS course
      CROSS JOIN LATERAL (SELECT CASE WHEN g % 3 = 0 THEN 'elite' ELSE 'pro' END AS name, CASE WHEN g % 3 = 0 THEN 699 ELSE 249 END AS value) AS plan`);
    const inserted = performance.now();
    await rebuildDailyRollups(database.db, '127.0.0.1');
    const rebuilt = performance.now();
    await database.db.execute(sql`ANALYZE`);
    console.log(`seeded ${eventCount.toLocaleString('en-US')} events in ${((inserted - started) / 1000).toFixed(1)} s; rollups rebuilt in ${((rebuilt - inserted) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

const isoDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function timeDashboard(url, cookie) {
  console.log(`\nGET /api/admin/analytics, ${requestCount} requests per range, one after another:`);
  for (const days of [30, 90, 365]) {
    const target = `${url}/api/admin/analytics?from=${isoDay(days - 1)}&to=${isoDay(0)}`;
    const times = [];
    for (let index = 0; index < requestCount; index++) {
      const started = performance.now();
      const response = await fetch(target, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the dashboard answered ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${String(days).padStart(3)} days: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`);
  }
}

async function sampleLatency(url, until) {
  const times = [];
  while (!until.done) {
    for (const target of ['/api/health', '/']) {
      const started = performance.now();
      const response = await fetch(`${url}${target}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  }
  return times.sort((a, b) => a - b);
}

async function flood(url) {
  const quiet = { done: false };
  const before = sampleLatency(url, quiet);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  quiet.done = true;
  const beforeTimes = await before;

  const busy = { done: false };
  const during = sampleLatency(url, busy);
  const body = JSON.stringify({
    visitor_id: 'bench-flood',
    events: Array.from({ length: BATCH }, () => ({ name: 'page_view', properties: { page_path: '/flood' }, path: '/flood' })),
  });
  const statuses = new Map();
  const started = performance.now();
  // Four requests in flight at a time, as a misbehaving page or a script would send them.
  let sent = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (sent < FLOOD_EVENTS) {
        sent += BATCH;
        const response = await fetch(`${url}/api/analytics/events`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: url }, body });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  busy.done = true;
  const duringTimes = await during;
  console.log(`\nflood: ${FLOOD_EVENTS.toLocaleString('en-US')} events from one client in batches of ${BATCH} over ${seconds.toFixed(1)} s`);
  console.log(`  answers: ${[...statuses.entries()].map(([status, count]) => `${count} × ${status}`).join(', ')} (taken: ${(statuses.get(200) ?? 0) * BATCH} events)`);
  console.log(`  another client's GET /api/health and GET /: before p50 ${ms(percentile(beforeTimes, 50))}, p99 ${ms(percentile(beforeTimes, 99))}; during p50 ${ms(percentile(duringTimes, 50))}, p99 ${ms(percentile(duringTimes, 99))}`);
}

console.log(`analytics benchmark: ${eventCount.toLocaleString('en-US')} events, ${describeMachine()}`);
warnIfBusy();
let server;
try {
  if (reuse) console.log(`reusing the events already in ${dataDir}`);
  else await seed();
  server = await startServer({
    root,
    args: ['--import', 'tsx', 'src/server/main.ts'],
    name: 'analytics',
    extraEnv: { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const cookie = await signIn(server.url);
  await timeDashboard(server.url, cookie);
  await flood(server.url);
} finally {
  await server?.stop();
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  clearTimeout(watchdog);
}
