// `npm run bench:learners`: the admin's learners directory and learner page over 100,000
// learners on PostgreSQL (issue 31, decisions 0101 and 0079; figures in bench/README.md).
//
// Creates its own database on the PostgreSQL of --url (default postgres://postgres@127.0.0.1:5432),
// migrates it, and writes --learners learners (100,000) in bulk with what the directory filters
// on: sessions (last active) for most, a subscription for one in five, a complimentary plan for
// one in fifty, two enrolments each with some progress, an order per subscriber, a certificate for
// one in ten, and teams. Then it times the learners service as the admin API runs it: search by
// part of an email or a name, each filter, sorts and deep pages (--requests of each kind), and
// the learner page for random learners, and prints p50, p95 and p99 per kind. It exits 1 when a
// directory p99 is 200 ms or more or the page's is 300 ms or more. The database is dropped at the end.
//
// Options: --url URL --learners N (100000) --requests N (200)
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { LearnersService } from '../src/server/modules/learners/learners.service.ts';
import { describeMachine, warnIfBusy } from './support.mjs';

const DIRECTORY_P99_MS = 200;
const PAGE_P99_MS = 300;
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    learners: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
  },
});
const learnerCount = Number(values.learners);
const requests = Number(values.requests);
const databaseName = `learners_bench_${process.pid}`;
const adminUrl = new URL(values.url);
const benchUrl = new URL(values.url);
benchUrl.pathname = `/${databaseName}`;

let state = 20_261_126;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = (items) => items[Math.floor(random() * items.length)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// 40 first names by 40 surnames, each surname with a two-letter variant, so names spread as real ones do.
const FIRST = 'Ana Ben Chloe Dev Elena Farid Grace Hugo Isla Jon Kemi Liam Maya Noor Omar Priya Quinn Rosa Sami Tara Umar Vera Wes Xena Yusuf Zoe Aiden Bianca Carlos Dana Emil Fatima Gus Hana Ivan Jade Kofi Lena Mateo Nadia'.split(' ');
const SUFFIXES = ['', 'son', 'ez', 'ski', 'er', 'an', 'ov', 'is'];
const LAST = 'Lopez Smith Okafor Nguyen Garcia Kowalski Haddad Brown Tanaka Silva Moreau Patel Jensen Rossi Dubois Muller Novak Ivanova Kim Chen Santos Costa Ahmed Khan Murphy Walsh Schmidt Fischer Weber Meyer Wagner Becker Hoffmann Klein Wolf Neumann Braun Zimmer Kruger Hartmann'.split(' ');

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function fill(client) {
  const started = performance.now();
  await client.query(`INSERT INTO courses (slug, title, description, level, published, required_plan, curriculum)
    SELECT 'bench-course-' || c, 'Bench Course ' || c, 'A course', 'Beginner', true, 'free',
      jsonb_build_object('modules', jsonb_build_array(jsonb_build_object('id', 'm1', 'title', 'Module', 'lessons',
        (SELECT jsonb_agg(jsonb_build_object('id', 'l' || l, 'title', 'Lesson ' || l, 'content', 'Text')) FROM generate_series(1, 10) l))))
    FROM generate_series(1, 10) c`);
  const first = `(ARRAY['${FIRST.join("','")}'])[1 + (i % ${FIRST.length})]`;
  const last = `(ARRAY['${LAST.join("','")}'])[1 + ((i / 7) % ${LAST.length})] || (ARRAY['${SUFFIXES.join("','")}'])[1 + ((i / 280) % ${SUFFIXES.length})]`;
  await client.query(`INSERT INTO users (id, name, first_name, last_name, email, email_verified, created_at)
    SELECT 'user-' || i, ${first} || ' ' || ${last}, ${first}, ${last}, lower(${first}) || '.' || lower(${last}) || i || '@' || (ARRAY['example.com','bakery.example','shop.example','mail.example'])[1 + i % 4], true,
      now() - (i % 1000) * interval '1 day' - (i % 1440) * interval '1 minute'
    FROM generate_series(1, ${learnerCount}) i`);
  await client.query(`INSERT INTO sessions (id, user_id, token, expires_at, created_at, updated_at)
    SELECT 'session-' || i, 'user-' || i, 'token-' || i, now() + interval '7 days', now() - (i % 200) * interval '1 day', now() - (i % 200) * interval '1 day'
    FROM generate_series(1, ${learnerCount}) i WHERE i % 10 <> 0`);
  await client.query(`INSERT INTO subscriptions (user_id, plan_type, status, current_period_end)
    SELECT 'user-' || i, CASE WHEN i % 3 = 0 THEN 'elite' ELSE 'pro' END::plan_type, CASE WHEN i % 35 = 0 THEN 'inactive' ELSE 'active' END::subscription_status, now() + interval '200 days'
    FROM generate_series(1, ${learnerCount}) i WHERE i % 5 = 0`);
  await client.query(`INSERT INTO complimentary_plans (user_id, plan_type, starts_at, ends_at, given_by, reason)
    SELECT 'user-' || i, 'pro', now() - interval '1 day', now() + interval '30 days', 'owner@example.com', 'Bench'
    FROM generate_series(1, ${learnerCount}) i WHERE i % 50 = 1`);
  await client.query(`INSERT INTO orders (user_id, product, amount_cents, provider, provider_payment_ref, created_at)
    SELECT 'user-' || i, 'pro', 24900, 'local', 'pay-' || i, now() - (i % 300) * interval '1 day'
    FROM generate_series(1, ${learnerCount}) i WHERE i % 5 = 0`);
  await client.query(`INSERT INTO enrollments (user_id, course_id, plan_type)
    SELECT 'user-' || i, c.id, 'free' FROM generate_series(1, ${learnerCount}) i
    JOIN courses c ON c.slug IN ('bench-course-' || (1 + i % 10), 'bench-course-' || (1 + (i + 3) % 10))`);
  await client.query(`INSERT INTO course_progress (user_id, course_id, lesson_id)
    SELECT e.user_id, e.course_id, 'l' || l FROM enrollments e, generate_series(1, 3) l`);
  await client.query(`INSERT INTO course_certificates (user_id, course_id, certificate_id, learner_name, course_title)
    SELECT e.user_id, e.course_id, 'CERT-2026-' || upper(substr(md5(e.user_id || e.course_id), 1, 6)), 'Bench Learner', 'Bench Course'
    FROM enrollments e WHERE right(e.user_id, 1) = '7' ON CONFLICT DO NOTHING`);
  await client.query(`INSERT INTO teams (owner_id, seats, quantity, status, provider, provider_customer_id, provider_subscription_id, provider_state_at)
    SELECT 'user-' || i, 5, 5, 'active', 'local', 'cus-' || i, 'sub-team-' || i, now() FROM generate_series(1, ${learnerCount}) i WHERE i % 500 = 3`);
  await client.query(`INSERT INTO team_members (team_id, user_id)
    SELECT t.id, 'user-' || (substr(t.owner_id, 6)::int + k) FROM teams t, generate_series(1, 4) k`);
  await client.query('ANALYZE');
  console.log(`Wrote ${learnerCount} learners with their sessions, plans, orders, enrolments and certificates in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/** The surname and number of a learner's address (maya.lopezson4821@… → lopezson4821), as an admin types part of it. */
function partOfEmail() {
  const i = 1 + Math.floor(random() * learnerCount);
  return `${LAST[Math.floor(i / 7) % LAST.length]}${SUFFIXES[Math.floor(i / 280) % SUFFIXES.length]}${i}`.toLowerCase();
}
const KINDS = [
  ['first page', () => ({})],
  ['part of email', () => ({ q: partOfEmail() })],
  ['short search', () => ({ q: pick(['an', 'li', 'ok', 'bak']) })],
  ['name', () => ({ q: `${pick(FIRST)} ${pick(LAST)}` })],
  ['plan filter', () => ({ plan: pick(['free', 'pro', 'elite']) })],
  ['team filter', () => ({ team: pick(['yes', 'no']) })],
  ['signed up', () => ({ signedUpFrom: '2026-01-01', signedUpTo: '2026-06-30' })],
  ['last active', () => ({ lastActive: pick(['7d', '30d', '90d', 'over90d']) })],
  ['certificate', () => ({ hasCertificate: pick(['yes', 'no']) })],
  ['combined', () => ({ q: pick(['example.com', 'bakery', 'maya']), plan: 'pro', lastActive: '90d', hasCertificate: 'yes' })],
  ['sort by name', () => ({ sort: 'name', direction: pick(['asc', 'desc']) })],
  ['sort by email', () => ({ sort: 'email', direction: pick(['asc', 'desc']) })],
  ['deep page', () => ({ page: 1 + Math.floor(random() * 400) })],
];

console.log(`Learners benchmark on ${describeMachine()}`);
warnIfBusy();
await withAdmin((client) => client.query(`CREATE DATABASE ${databaseName}`));
let failed = false;
try {
  const handle = await openDatabase({ databaseUrl: benchUrl.toString(), dataDir: '', poolSize: 4 });
  try {
    await prepareDatabase(handle, { seed: false });
    const client = new pg.Client({ connectionString: benchUrl.toString() });
    await client.connect();
    try {
      await fill(client);
    } finally {
      await client.end();
    }
    // Only the reads are timed: no action sends an email here.
    const learners = new LearnersService(handle.db, /** @type {never} */ (null));
    await learners.list({ sort: 'signedUp', direction: 'desc', page: 1 });
    console.log('request         requests  rows/page  total (last)     p50       p95       p99');
    const row = (label, times, rows, total, limit) => {
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      if (p99 >= limit) failed = true;
      console.log(
        `${label.padEnd(16)}${String(times.length).padEnd(10)}${rows.toFixed(1).padEnd(11)}${String(total).padEnd(13)}` +
          `${percentile(times, 50).toFixed(1).padStart(6)} ms ${percentile(times, 95).toFixed(1).padStart(6)} ms ${p99.toFixed(1).padStart(6)} ms`,
      );
    };
    for (const [label, makeQuery] of KINDS) {
      const times = [];
      let rows = 0;
      let total = 0;
      for (let index = 0; index < requests; index += 1) {
        const query = { sort: 'signedUp', direction: 'desc', page: 1, ...makeQuery() };
        const begin = performance.now();
        const answer = await learners.list(query);
        times.push(performance.now() - begin);
        rows += answer.learners.length;
        total = answer.total;
      }
      row(label, times, rows / requests, total, DIRECTORY_P99_MS);
    }
    const times = [];
    for (let index = 0; index < requests; index += 1) {
      const id = `user-${1 + Math.floor(random() * learnerCount)}`;
      const begin = performance.now();
      await learners.get(id);
      times.push(performance.now() - begin);
    }
    row('learner page', times, 1, 1, PAGE_P99_MS);
  } finally {
    await handle.close();
  }
} finally {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
}
console.log(failed ? `\nFAIL: a directory p99 is ${DIRECTORY_P99_MS} ms or more, or the page's ${PAGE_P99_MS} ms or more.` : `\nEvery directory p99 is under ${DIRECTORY_P99_MS} ms and the page's under ${PAGE_P99_MS} ms.`);
process.exit(failed ? 1 : 0);
