// `npm run bench:lighthouse`: Lighthouse scores of the main public pages, and the JavaScript a
// visitor downloads before the home page first paints.
//
// Starts the built server (dist/, from `npm run build`) with a throw-away PGlite database,
// launches Debian's Chromium with a DevTools port, and runs Lighthouse 12 with its default
// config (mobile emulation, simulated slow 4G and 4x CPU slowdown) on each page. Targets:
// performance >= 95, accessibility / best practices / SEO 100, JS before first paint <= 150 KB gzipped.
//
// Options: --runs N (1; the median performance run of each page is kept) --pages /a,/b
// --chromium PATH (CHROMIUM_PATH or /usr/bin/chromium) --json FILE (write the figures as JSON)
// --lhr-dir DIR (keep each page's full Lighthouse report, to open in the Lighthouse viewer)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startServer, stopChild, warnIfBusy } from './support.mjs';

const DEFAULT_PAGES = ['/', '/courses', '/courses/ai-101-for-business-owners', '/pricing'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const JS_BUDGET_BYTES = 150 * 1024;
/** The machine's needs, as in tests/e2e/support/browser.ts: no sandbox as root, no outside network. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    json: { type: 'string' },
    'lhr-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('usage: node bench/lighthouse.mjs [--runs 1] [--pages /,/courses] [--chromium /usr/bin/chromium] [--json out.json] [--lhr-dir DIR]');
  process.exit(0);
}
const runs = Math.max(1, Math.round(Number(values.runs) || 1));
const pages = values.pages.split(',').map((page) => page.trim()).filter(Boolean);

const serverEntry = path.join(root, 'dist/server/main.js');
const webRoot = path.join(root, 'dist/web');
if (!existsSync(serverEntry) || !existsSync(path.join(webRoot, 'index.html'))) {
  console.error('dist/ is missing or incomplete: run `npm run build` first, then `npm run bench:lighthouse`.');
  process.exit(1);
}
if (!existsSync(values.chromium)) {
  console.error(`Chromium not found at ${values.chromium}: apt-get install -y chromium, or pass --chromium PATH.`);
  process.exit(1);
}

const { default: lighthouse } = await import('lighthouse');
const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0) await cleanups.pop()().catch((error) => console.error('cleanup:', error.message));
}
// Bounded: about a minute per Lighthouse run at most, plus start-up.
const watchdog = setTimeout(
  async () => {
    console.error('Lighthouse took far longer than planned; stopping everything.');
    await cleanup();
    process.exit(1);
  },
  (pages.length * runs * 90 + 180) * 1000,
);
process.once('SIGINT', async () => {
  await cleanup();
  process.exit(130);
});

/** Launches Chromium with a DevTools port chosen by the browser, read back from its stderr. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-profile-'));
  const child = spawn(values.chromium, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  cleanups.push(async () => {
    await stopChild(child, 5_000);
    rmSync(profile, { recursive: true, force: true });
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port within 30 s:\n${stderr.slice(-2000)}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) at start:\n${stderr.slice(-2000)}`));
    });
  });
}

/** gzip -9 size of a built file, as the server would send it to a client without Brotli. */
function gzipSizeOf(urlPath) {
  const file = path.join(webRoot, decodeURIComponent(urlPath));
  if (!file.startsWith(webRoot) || !existsSync(file)) return undefined;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Scripts the page requested before its first contentful paint, from Lighthouse's own network
 * records and observed (unthrottled) trace. Both are timed from the navigation start, in ms.
 */
function scriptsBeforeFirstPaint(lhr) {
  const fcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const describe = (list) =>
    list.map((request) => {
      const { pathname } = new URL(request.url);
      return { path: pathname, transferBytes: request.transferSize ?? 0, gzipBytes: gzipSizeOf(pathname) ?? request.transferSize ?? 0 };
    });
  return {
    observedFcpMs: fcp,
    beforeFcp: describe(scripts.filter((request) => fcp !== undefined && request.networkRequestTime < fcp)),
    all: describe(scripts),
  };
}

/** One Lighthouse run; a run whose trace recording failed (NO_NAVSTART and the like) is retried twice. */
async function auditPage(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    console.log(`  (${url}: ${result.lhr.runtimeError.code}, running it again)`);
  }
}

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function median(list, pick) {
  const sorted = [...list].sort((a, b) => pick(a) - pick(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const report = { date: new Date().toISOString(), machine: `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})`, pages: [] };
let missed = false;
try {
  const server = await startServer({ root, args: [serverEntry], name: 'lighthouse' });
  cleanups.push(server.stop);
  const baseUrl = server.url;
  const port = await startChromium();
  const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  console.log(`Lighthouse ${lighthouseVersion}, mobile (default config), ${runs} run(s) per page, ${report.machine}, server ${baseUrl}`);
  console.log('Note: Chromium, Lighthouse and the server share these cores; other load on the machine lowers the performance score.\n');
  warnIfBusy();

  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      results.push(await auditPage(`${baseUrl}${page}`, port));
    }
    const lhr = median(results, (item) => item.categories.performance.score ?? 0);
    if (values['lhr-dir']) {
      mkdirSync(values['lhr-dir'], { recursive: true });
      const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
      writeFileSync(path.join(values['lhr-dir'], `${name}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
    const metrics = {
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
    };
    const entry = { page, scores, allPerformanceScores: results.map((item) => Math.round((item.categories.performance.score ?? 0) * 100)), metrics, failing };
    if (page === '/') entry.javascript = scriptsBeforeFirstPaint(lhr);
    report.pages.push(entry);

    const flags = CATEGORIES.map((id) => `${id} ${scores[id]}${scores[id] < TARGETS[id] ? ' (MISS)' : ''}`).join('  ');
    if (CATEGORIES.some((id) => scores[id] < TARGETS[id])) missed = true;
    console.log(`${page}\n  ${flags}${runs > 1 ? `  [performance runs: ${entry.allPerformanceScores.join(', ')}]` : ''}`);
    console.log(`  FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}, Speed Index ${metrics.speedIndexMs} ms (simulated)`);
    if (failing.length > 0) console.log(`  audits below 100: ${failing.join(', ')}`);
  }

  const home = report.pages.find((entry) => entry.page === '/');
  if (home) {
    const { observedFcpMs, beforeFcp, all } = home.javascript;
    const gzipBefore = sum(beforeFcp, 'gzipBytes');
    console.log(`\nJavaScript of / requested before its first contentful paint (observed at ${Math.round(observedFcpMs)} ms):`);
    for (const script of beforeFcp) console.log(`  ${script.path}  ${kb(script.gzipBytes)} gzip, ${kb(script.transferBytes)} as sent`);
    console.log(`  total ${kb(gzipBefore)} gzipped (${kb(sum(beforeFcp, 'transferBytes'))} as sent, Brotli) — budget ${kb(JS_BUDGET_BYTES)}${gzipBefore > JS_BUDGET_BYTES ? ' (MISS)' : ''}`);
    console.log(`  all JavaScript of / until load: ${kb(sum(all, 'gzipBytes'))} gzipped in ${all.length} files`);
    if (gzipBefore > JS_BUDGET_BYTES) missed = true;
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
if (missed) {
  console.log('\nSome figures miss their targets (marked MISS).');
  process.exitCode = 1;
}

