// `npm run bench:catalog`: how close GET /api/courses comes to a server that only sends a constant.
//
// Starts the built server (dist/, from `npm run build`) with a throw-away database, captures its
// /api/courses answer, and serves the very same bytes and headers from a minimal Fastify server
// (this file, forked: its own process and event loop, like the real server). autocannon loads
// each in turn, alternating in short rounds so that a change in background load hits both alike;
// the median of the per-round ratios is the share of raw Fastify throughput the catalogue route
// keeps (target >= 0.8). Each server's CPU time per request, read from /proc, gives a second
// ratio that other load on the machine disturbs much less. Runs on embedded PGlite and, when a
// PostgreSQL answers, on a database it creates and drops. Everything listens on 127.0.0.1 only,
// and the whole run is bounded in time.
//
// Options: --duration S per run (5) --rounds N (3) --connections N (50) --warmup S (2)
// --postgres URL (postgres://postgres@127.0.0.1:5432) --no-postgres --no-gzip
import { execFileSync, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPostgresDatabase, delay, describeMachine, pad, startServer, warnIfBusy } from './support.mjs';

const SERVE_CONSTANT_FLAG = '--serve-constant';

if (process.argv.includes(SERVE_CONSTANT_FLAG)) {
  process.once('message', (payload) => void serveConstant(payload));
} else {
  await main();
}

/** The comparison server: answers GET /api/courses with fixed bytes, negotiating gzip like the real route. */
async function serveConstant({ identity, gzip }) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const identityBody = Buffer.from(identity.body, 'base64');
  const gzipBody = Buffer.from(gzip.body, 'base64');
  app.get('/api/courses', (request, reply) => {
    const wantsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    reply.headers(wantsGzip ? gzip.headers : identity.headers);
    reply.send(wantsGzip ? gzipBody : identityBody);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ port: app.server.address().port });
  process.once('disconnect', () => void app.close().then(() => process.exit(0)));
}

async function main() {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '2' },
      postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      'no-postgres': { type: 'boolean', default: false },
      'no-gzip': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: node bench/catalog.mjs [--duration 5] [--rounds 3] [--connections 50] [--warmup 2] [--postgres URL] [--no-postgres] [--no-gzip]',
    );
    return;
  }
  const duration = positiveNumber(values.duration, '--duration');
  const rounds = Math.round(positiveNumber(values.rounds, '--rounds'));
  const connections = positiveNumber(values.connections, '--connections');
  const warmup = Math.max(0, Number(values.warmup) || 0);

  const serverEntry = path.join(root, 'dist/server/main.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'dist/web/index.html'))) {
    console.error('dist/ is missing or incomplete: run `npm run build` first, then `npm run bench:catalog`.');
    process.exit(1);
  }
  const { default: autocannon } = await import('autocannon');

  const encodings = values['no-gzip'] ? ['identity'] : ['identity', 'gzip'];
  const databases = [{ name: 'PGlite (embedded)', url: undefined }];
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length > 0) await cleanups.pop()().catch((error) => console.error('cleanup:', error.message));
  };

  // Bounded: every phase has its own timeout, and this stops the whole run if something hangs.
  const perDatabaseSeconds = encodings.length * 2 * (rounds * duration + warmup) + 120;
  const watchdog = setTimeout(
    async () => {
      console.error('The benchmark took far longer than planned; stopping everything.');
      await cleanup();
      process.exit(1);
    },
    (perDatabaseSeconds * 2 + 60) * 1000,
  );
  process.once('SIGINT', async () => {
    await cleanup();
    process.exit(130);
  });

  console.log(
    `catalog benchmark: ${rounds} rounds of ${duration} s x ${connections} connections per target (${warmup} s warm-up each), ${describeMachine()}`,
  );
  console.log('Note: autocannon, the server under test and the comparison server share these cores, so absolute figures are low; compare the ratio.\n');
  warnIfBusy();

  const results = [];
  try {
    if (!values['no-postgres']) {
      const postgres = await createPostgresDatabase(values.postgres, 'bench_catalog');
      if (postgres) {
        cleanups.push(postgres.drop);
        databases.push({ name: `PostgreSQL (${postgres.label})`, url: postgres.url });
      }
    }

    for (const database of databases) {
      const server = await startServer({ root, args: [serverEntry], name: 'catalog', databaseUrl: database.url });
      cleanups.push(server.stop);
      const identity = await capture(`${server.url}/api/courses`, false);
      const gzip = await capture(`${server.url}/api/courses`, true);
      if (identity.status !== 200 || gzip.status !== 200) throw new Error(`GET /api/courses answered ${identity.status}/${gzip.status}`);
      const constant = await startConstantServer({ identity, gzip });
      cleanups.push(constant.stop);
      console.log(
        `${database.name}: /api/courses is ${identity.body.length} bytes (${gzip.body.length} gzipped), ${JSON.parse(identity.body.toString()).courses.length} courses; headers ${headerBytes(identity.headers)} bytes`,
      );

      for (const encoding of encodings) {
        const headers = encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {};
        const options = { connections, duration, headers };
        const routeUrl = `${server.url}/api/courses`;
        const constantUrl = `${constant.url}/api/courses`;
        if (warmup > 0) {
          await autocannon({ ...options, url: routeUrl, duration: warmup, timeout: 10 });
          await autocannon({ ...options, url: constantUrl, duration: warmup, timeout: 10 });
        }
        const routeRuns = [];
        const constantRuns = [];
        for (let round = 0; round < rounds; round++) {
          // Alternating which goes first keeps a trend in background load from favouring one side.
          if (round % 2 === 0) {
            routeRuns.push(await runLoad(autocannon, { ...options, url: routeUrl, pid: server.pid }));
            constantRuns.push(await runLoad(autocannon, { ...options, url: constantUrl, pid: constant.pid }));
          } else {
            constantRuns.push(await runLoad(autocannon, { ...options, url: constantUrl, pid: constant.pid }));
            routeRuns.push(await runLoad(autocannon, { ...options, url: routeUrl, pid: server.pid }));
          }
        }
        const route = combine(routeRuns);
        const baseline = combine(constantRuns);
        const result = {
          database: database.name,
          encoding,
          route,
          baseline,
          ratio: median(routeRuns.map((run, index) => run.rps / constantRuns[index].rps)),
          cpuRatio: route.cpuPerRequest && baseline.cpuPerRequest ? baseline.cpuPerRequest / route.cpuPerRequest : undefined,
          roundRatios: routeRuns.map((run, index) => run.rps / constantRuns[index].rps),
        };
        results.push(result);
        printPair(result);
      }

      // The comparison server, then the real one.
      await cleanups.pop()();
      await cleanups.pop()();
    }
  } finally {
    await cleanup();
    clearTimeout(watchdog);
  }

  console.log('\nSummary (median requests/s; ratio = median of the per-round route / constant ratios, target >= 0.8)');
  for (const { database, encoding, route, baseline, ratio, cpuRatio } of results) {
    console.log(
      `  ${pad(database, 50)} ${pad(encoding, 8)} route ${pad(route.rps.toFixed(0), 7)} constant ${pad(baseline.rps.toFixed(0), 7)} ratio ${ratio.toFixed(2)} ${ratio >= 0.8 ? 'ok' : 'BELOW TARGET'}${cpuRatio === undefined ? '' : `  (CPU ratio ${cpuRatio.toFixed(2)})`}`,
    );
  }
  const failed = results.some(({ route, baseline }) => route.errors > 0 || baseline.errors > 0 || route.non2xx > 0 || baseline.non2xx > 0);
  if (failed) {
    console.error('Some requests failed (errors, timeouts or non-2xx answers): see above.');
    process.exitCode = 1;
  }
}

function positiveNumber(text, flag) {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${flag} must be a positive number (got "${text}")`);
    process.exit(2);
  }
  return value;
}

/** One raw GET (no automatic decompression): status, the headers worth copying, and the body bytes. */
function capture(url, gzip) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: gzip ? { 'accept-encoding': 'gzip' } : {}, timeout: 10_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const headers = { ...response.headers };
        // Per-connection or per-message headers: the comparison server's own Node sets them.
        for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']) delete headers[name];
        resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

function headerBytes(headers) {
  return Object.entries(headers).reduce((total, [name, value]) => total + name.length + String(value).length + 4, 0);
}

async function startConstantServer({ identity, gzip }) {
  const child = fork(fileURLToPath(import.meta.url), [SERVE_CONSTANT_FLAG], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.disconnect();
    if (!(await Promise.race([exited.then(() => true), delay(5_000).then(() => false)]))) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const encode = (response) => ({ headers: response.headers, body: response.body.toString('base64') });
  child.send({ identity: encode(identity), gzip: encode(gzip) });
  try {
    const port = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The comparison server did not start within 10 s')), 10_000);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message.port);
      });
      child.once('exit', (code) => reject(new Error(`The comparison server exited (${code}) at start`)));
    });
    return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** CPU time (user + system) a process has used so far, in microseconds; undefined off Linux. */
function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / clockTicks()) * 1e6;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc figures (cached on the function: main() runs before module-level lets). */
function clockTicks() {
  if (clockTicks.value === undefined) {
    try {
      clockTicks.value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks.value = 100;
    }
  }
  return clockTicks.value;
}

async function runLoad(autocannon, { url, pid, connections, duration, headers }) {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections, duration, headers, timeout: 10 });
  const cpuAfter = cpuMicros(pid);
  return {
    cpuPerRequest: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Medians over the rounds; counts are summed. */
function combine(runs) {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    bytesPerSecond: median(runs.map((run) => run.bytesPerSecond)),
    cpuPerRequest: runs.every((run) => run.cpuPerRequest !== undefined) ? median(runs.map((run) => run.cpuPerRequest)) : undefined,
    errors: runs.reduce((total, run) => total + run.errors, 0),
    non2xx: runs.reduce((total, run) => total + run.non2xx, 0),
    total: runs.reduce((total, run) => total + run.total, 0),
    perRound: runs.map((run) => Math.round(run.rps)),
  };
}

function printPair({ database, encoding, route, baseline, ratio, cpuRatio, roundRatios }) {
  const cpu = (r) => (r.cpuPerRequest === undefined ? '' : `${pad(`${r.cpuPerRequest.toFixed(0)} us CPU/req`, 17)} `);
  const line = (name, r) =>
    `  ${pad(name, 18)} ${pad(`${r.rps.toFixed(0)} req/s`, 12)} p50 ${pad(`${r.p50} ms`, 7)} p99 ${pad(`${r.p99} ms`, 8)} ${cpu(r)}${pad(`${(r.bytesPerSecond / 1024 / 1024).toFixed(1)} MiB/s`, 11)} rounds [${r.perRound.join(', ')}]${r.errors || r.non2xx ? `, ${r.errors} errors, ${r.non2xx} non-2xx` : ''}`;
  console.log(`\n${database}, ${encoding === 'gzip' ? 'accept-encoding: gzip' : 'no accept-encoding'} (medians over rounds)`);
  console.log(line('GET /api/courses', route));
  console.log(line('constant Fastify', baseline));
  console.log(`  ratio ${ratio.toFixed(2)} (rounds ${roundRatios.map((value) => value.toFixed(2)).join(', ')}; target >= 0.8)`);
  if (cpuRatio !== undefined) console.log(`  CPU ratio ${cpuRatio.toFixed(2)} (constant server's CPU per request / the route's: the ratio a CPU-bound server would reach)`);
}

