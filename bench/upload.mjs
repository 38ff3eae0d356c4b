// `npm run bench:upload`: a 1 GB video through the resumable upload (tus), as the upload page sends it.
//
// Starts the server from source (`node --import tsx src/server/main.ts`: no build needed) with a
// throw-away DATA_DIR (files on disk) and an admin account, signs in, creates a tus upload of
// --size bytes (default 1 GiB, the largest allowed) and sends it in PATCH requests of --chunk
// bytes (default 50 MiB, the page's chunk size), generated on the fly (an MP4 header, then a
// repeated block), never held in memory whole. Meanwhile it samples the server's resident memory
// (VmRSS in /proc/<pid>/status) every 50 ms. It prints the throughput, the RSS before and at its
// peak, and checks that the stored file has every byte (size and SHA-256). The server's memory
// must stay flat while the file streams through: the growth must be under --max-growth MB (100).
// Everything listens on 127.0.0.1 only, and the run is bounded in time.
//
// Options: --size BYTES (1073741824) --chunk BYTES (52428800) --max-growth MB (100)
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeMachine, startServer, warnIfBusy } from './support.mjs';

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const BLOCK = 1024 * 1024;
const WATCHDOG_MS = 15 * 60 * 1000;

await main();

async function main() {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: String(1024 ** 3) },
      chunk: { type: 'string', default: String(50 * 1024 * 1024) },
      'max-growth': { type: 'string', default: '100' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('usage: node bench/upload.mjs [--size 1073741824] [--chunk 52428800] [--max-growth 100]');
    return;
  }
  const size = Number(values.size);
  const chunk = Number(values.chunk);
  const maxGrowthMb = Number(values['max-growth']);
  if (![size, chunk, maxGrowthMb].every((value) => Number.isFinite(value) && value > 0)) {
    console.error('--size, --chunk and --max-growth must be positive numbers');
    process.exit(2);
  }

  console.log(`Upload benchmark on ${describeMachine()}\n`);
  warnIfBusy();

  const server = await startServer({
    root,
    args: ['--import', 'tsx', 'src/server/main.ts'],
    name: 'upload',
    extraEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_SCALE: '1000' },
    printOutputOnStop: true,
  });
  const watchdog = setTimeout(async () => {
    console.error('The benchmark took far longer than planned; stopping everything.');
    await server.stop();
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();

  let failed = false;
  try {
    const cookie = await signIn(server.url);
    const block = videoBlock();
    const name = `bench-${Date.now()}.mp4`;
    const location = await createUpload(server.url, cookie, name, size);

    // Let the server settle after start-up and sign-in, then take the baseline.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = residentBytes(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(server.pid));
    }, 50);

    const started = performance.now();
    let offset = 0;
    while (offset < size) {
      const length = Math.min(chunk, size - offset);
      offset = await patch(server.url, cookie, location, offset, length, block);
      process.stdout.write(`\r  sent ${(offset / 1024 ** 2).toFixed(0)} / ${(size / 1024 ** 2).toFixed(0)} MiB`);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(server.pid));
    process.stdout.write('\n\n');

    const stored = path.join(server.dataDir, 'files', 'videos', location.split('/').pop());
    const [expected, actual] = await Promise.all([hashOfGenerated(size, block), hashOfFile(stored)]);
    const growthMb = (peak - before) / 1024 ** 2;
    console.log(`  file              ${(size / 1024 ** 2).toFixed(0)} MiB in ${Math.ceil(size / chunk)} PATCH requests of up to ${(chunk / 1024 ** 2).toFixed(0)} MiB`);
    console.log(`  time              ${seconds.toFixed(1)} s`);
    console.log(`  throughput        ${(size / 1024 ** 2 / seconds).toFixed(1)} MiB/s`);
    console.log(`  server RSS        ${(before / 1024 ** 2).toFixed(1)} MiB before, ${(peak / 1024 ** 2).toFixed(1)} MiB at its peak`);
    console.log(`  RSS growth        ${growthMb.toFixed(1)} MiB (limit ${maxGrowthMb} MiB)`);
    console.log(`  stored file       ${actual.size === size && actual.hash === expected ? 'complete, SHA-256 matches' : `WRONG: ${actual.size} bytes, hash ${actual.hash === expected ? 'matches' : 'differs'}`}`);
    if (growthMb >= maxGrowthMb) {
      console.log(`\nFAIL: the server's memory grew by ${growthMb.toFixed(1)} MiB`);
      failed = true;
    }
    if (actual.size !== size || actual.hash !== expected) failed = true;
  } catch (error) {
    console.error(`\nThe benchmark failed: ${error.message}`);
    failed = true;
  } finally {
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}

/** The server's resident set size, from /proc (Linux). */
function residentBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error('no VmRSS in /proc: this benchmark needs Linux');
  return Number(match[1]) * 1024;
}

/** One 1 MiB block repeated makes the file: it opens like an MP4 (the server checks the first bytes). */
function videoBlock() {
  const block = Buffer.alloc(BLOCK);
  for (let i = 0; i < BLOCK; i++) block[i] = (i * 31 + 7) & 0xff;
  Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]).copy(block);
  return block;
}

/** The bytes from `start` to `end` (excluded) of the generated file, as block-sized pieces. */
function* generated(start, end, block) {
  let position = start;
  while (position < end) {
    const within = position % BLOCK;
    const take = Math.min(BLOCK - within, end - position);
    yield block.subarray(within, within + take);
    position += take;
  }
}

async function hashOfGenerated(size, block) {
  const hash = createHash('sha256');
  for (const piece of generated(0, size, block)) hash.update(piece);
  return hash.digest('hex');
}

async function hashOfFile(file) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of createReadStream(file)) {
    hash.update(piece);
    size += piece.length;
  }
  return { hash: hash.digest('hex'), size };
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function createUpload(url, cookie, name, size) {
  const metadata = `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
  const response = await fetch(`${url}/api/admin/uploads/videos`, {
    method: 'POST',
    headers: { origin: url, cookie, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': metadata },
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 201) throw new Error(`creating the upload answered ${response.status}: ${await response.text()}`);
  return response.headers.get('location');
}

/** One PATCH of `length` bytes from `offset`, streamed with backpressure; the server's new offset. */
function patch(url, cookie, location, offset, length, block) {
  return new Promise((resolve, reject) => {
    const target = new URL(location, url);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'PATCH',
        timeout: 120_000,
        headers: {
          origin: url,
          cookie,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(length),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 204) reject(new Error(`PATCH at ${offset} answered ${response.statusCode}`));
          else resolve(Number(response.headers['upload-offset']));
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('a PATCH took over 2 minutes')));
    request.on('error', reject);
    const pieces = generated(offset, offset + length, block);
    const write = () => {
      for (let next = pieces.next(); !next.done; next = pieces.next()) {
        if (!request.write(next.value)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}
