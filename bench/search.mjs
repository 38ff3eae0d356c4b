// `npm run bench:search`: site search over 10,000 lessons on PostgreSQL (decision 0075).
//
// Creates its own database on the PostgreSQL of --url (default postgres://postgres@127.0.0.1:5432),
// migrates it, and writes --courses courses of --lessons lessons each (100 × 100 = 10,000
// lessons; the search index is filled by the trigger on courses, as on any course write). The
// lessons' text is the seed catalogue's own lesson paragraphs, drawn at random, so the words and
// their frequencies are those of real lessons. Then it times the search service (the index
// query, the ranking and the snippets, as GET /api/search runs it) for --queries one-, two- and
// three-word queries each, taken from that text (some with a typo), as a visitor and as an admin
// (who gets every snippet), one after another, and prints p50, p95 and p99 per word count. It
// exits 1 when a p99 is 50 ms or more. The database is dropped at the end.
//
// Options: --url URL --courses N (100) --lessons N (100) --queries N (300)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { searchSite } from '../src/server/modules/search/search.service.ts';
import { describeMachine, warnIfBusy } from './support.mjs';

const P99_LIMIT_MS = 50;
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    courses: { type: 'string', default: '100' },
    lessons: { type: 'string', default: '100' },
    queries: { type: 'string', default: '300' },
  },
});
const courseCount = Number(values.courses);
const lessonsPerCourse = Number(values.lessons);
const queriesPerSize = Number(values.queries);

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const databaseName = `search_bench_${process.pid}`;
const adminUrl = new URL(values.url);
const benchUrl = new URL(values.url);
benchUrl.pathname = `/${databaseName}`;

// A fixed seed, so two runs search the same lessons with the same queries.
let state = 20_260_325;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = (items) => items[Math.floor(random() * items.length)];

function markdownFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

const paragraphs = markdownFiles(path.join(root, 'content', 'courses'))
  .flatMap((file) => readFileSync(file, 'utf8').split(/\n\s*\n/))
  .map((text) => text.trim())
  .filter((text) => text.length > 80 && !text.startsWith('::'));
const words = paragraphs.flatMap((text) => text.toLowerCase().match(/[a-z]{4,}/g) ?? []);

function lessonText() {
  return Array.from({ length: 6 }, () => pick(paragraphs)).join('\n\n');
}

function title(wordCount) {
  return Array.from({ length: wordCount }, () => pick(words))
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

function typo(word) {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word.slice(at + 1);
}

function query(wordCount) {
  const start = Math.floor(random() * (words.length - wordCount));
  const chosen = words.slice(start, start + wordCount);
  if (random() < 0.2) chosen[0] = typo(chosen[0]);
  return chosen.join(' ');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

console.log(`Search benchmark on ${describeMachine()}`);
warnIfBusy();
await withAdmin((client) => client.query(`CREATE DATABASE ${databaseName}`));
let failed = false;
try {
  const handle = await openDatabase({ databaseUrl: benchUrl.toString(), dataDir: '', poolSize: 4 });
  try {
    await prepareDatabase(handle, { seed: false });
    const started = performance.now();
    const client = new pg.Client({ connectionString: benchUrl.toString() });
    await client.connect();
    try {
      for (let course = 0; course < courseCount; course += 1) {
        const lessons = Array.from({ length: lessonsPerCourse }, (_, index) => ({
          id: `l${index}`,
          title: title(2 + Math.floor(random() * 4)),
          content: lessonText(),
        }));
        const curriculum = { modules: [{ id: 'm1', title: 'Module', lessons }] };
        await client.query(
          `INSERT INTO courses (slug, title, description, level, published, required_plan, curriculum) VALUES ($1, $2, $3, 'Beginner', true, $4, $5)`,
          [`bench-course-${course}`, title(3), pick(paragraphs), pick(['free', 'pro', 'elite']), JSON.stringify(curriculum)],
        );
      }
      await client.query('ANALYZE');
      const { rows } = await client.query(`SELECT count(*) FILTER (WHERE lesson_id <> '')::int AS lessons, pg_size_pretty(pg_total_relation_size('search_documents')) AS size FROM search_documents`);
      console.log(`Indexed ${rows[0].lessons} lessons of ${courseCount} courses (${rows[0].size}) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    } finally {
      await client.end();
    }

    const admin = { id: 'bench-admin', email: 'admin@bench.example.com', firstName: '', lastName: '', isAdmin: true, plan: 'free', subscriptionStatus: null };
    for (const viewer of [null, admin]) await searchSite(handle.db, viewer, 'warm up the pool');
    console.log('words  searcher  queries  results/query   p50       p95       p99');
    for (const size of [1, 2, 3]) {
      for (const [label, viewer] of [['visitor', null], ['admin', admin]]) {
        const times = [];
        let results = 0;
        for (let index = 0; index < queriesPerSize; index += 1) {
          const text = query(size);
          const begin = performance.now();
          const answer = await searchSite(handle.db, viewer, text);
          times.push(performance.now() - begin);
          results += answer.results.length;
        }
        times.sort((a, b) => a - b);
        const p99 = percentile(times, 99);
        if (p99 >= P99_LIMIT_MS) failed = true;
        console.log(
          `${String(size).padEnd(7)}${label.padEnd(10)}${String(queriesPerSize).padEnd(9)}${(results / queriesPerSize).toFixed(1).padEnd(16)}` +
            `${percentile(times, 50).toFixed(1).padStart(5)} ms  ${percentile(times, 95).toFixed(1).padStart(5)} ms  ${p99.toFixed(1).padStart(5)} ms`,
        );
      }
    }
  } finally {
    await handle.close();
  }
} finally {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
}
console.log(failed ? `\nFAIL: a p99 is ${P99_LIMIT_MS} ms or more.` : `\nEvery p99 is under ${P99_LIMIT_MS} ms.`);
process.exit(failed ? 1 : 0);
