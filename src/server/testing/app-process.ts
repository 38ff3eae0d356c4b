import { spawn, type ChildProcess } from 'node:child_process';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { projectRoot } from '../paths';
import { startOwnPostgres } from './own-postgres';

/**
 * The server as a real process (`node --import tsx src/server/main.ts`) on a port of its own,
 * for tests of what only a process shows: several instances on one database, signals, shutdown.
 */
export interface AppProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stderr(): string;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

export const PROCESS_PUBLIC_URL = 'http://courses.test';
export const PROCESS_AUTH_SECRET = 'a-shared-secret-of-at-least-32-characters';
export const PROCESS_ADMIN = { email: 'owner@example.com', password: 'owner-password' };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts an instance and waits (up to a minute: the machine may be busy) until it answers `/api/health`. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      AUTH_SECRET: PROCESS_AUTH_SECRET,
      PUBLIC_URL: PROCESS_PUBLIC_URL,
      // Not a loopback address: the local checkout runs there only when chosen (decision 0040).
      ALLOW_TEST_PAYMENTS: 'true',
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const instance: AppProcess = {
    base,
    port,
    child,
    exited,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await instance.stop();
  throw new Error(`instance did not start: ${stderr}`);
}

/** A same-origin JSON request, as the site's pages send it. */
export function sendJson(base: string, url: string, options: { method?: string; cookie?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: options.method ?? 'POST',
    headers: { origin: PROCESS_PUBLIC_URL, cookie: options.cookie ?? '', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The authenticator secrets (base32, as the otpauth:// address carries it) of the admins these tests set up, by email. */
const authenticatorSecrets = new Map<string, string>();

function base32Bytes(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Uint8Array.from(bits.match(/.{8}/g) ?? [], (byte) => parseInt(byte, 2));
}

/** Cookies as a browser keeps them: each answer's Set-Cookie replaces the cookie of that name. */
function keepCookies(jar: Map<string, string>, answer: Response): string {
  for (const line of answer.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const name = pair!.slice(0, pair!.indexOf('='));
    jar.set(name, pair!);
  }
  return [...jar.values()].join('; ');
}

/**
 * Signs in and returns the session cookie. The process admin signs in with the second factor
 * admins need (decision 0102), setting it up through the API the first time, as the set-up page does.
 */
export async function signIn(base: string, account: { email: string; password: string } = PROCESS_ADMIN): Promise<string> {
  const jar = new Map<string, string>();
  const answer = await sendJson(base, '/api/auth/sign-in/email', { body: account });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  let cookie = keepCookies(jar, answer);
  const { twoFactorRedirect } = (await answer.json()) as { twoFactorRedirect?: boolean };
  const codeOf = (secret: string) => createOTP(base32Bytes(secret)).totp();
  if (twoFactorRedirect) {
    const secret = authenticatorSecrets.get(account.email);
    if (!secret) throw new Error(`no authenticator secret known for ${account.email}`);
    const verified = await sendJson(base, '/api/auth/two-factor/verify-totp', { cookie, body: { code: await codeOf(secret) } });
    if (verified.status !== 200) throw new Error(`second factor refused: ${verified.status} ${await verified.text()}`);
    return keepCookies(jar, verified);
  }
  if (account !== PROCESS_ADMIN) return cookie;
  const enabled = await sendJson(base, '/api/auth/two-factor/enable', { cookie, body: { password: account.password } });
  if (enabled.status !== 200) throw new Error(`second-factor set-up failed: ${enabled.status} ${await enabled.text()}`);
  cookie = keepCookies(jar, enabled);
  const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  const confirmed = await sendJson(base, '/api/auth/two-factor/verify-totp', { cookie, body: { code: await codeOf(secret) } });
  if (confirmed.status !== 200) throw new Error(`second-factor confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  authenticatorSecrets.set(account.email, secret);
  return keepCookies(jar, confirmed);
}

/** Marks a learner's email confirmed, as following the emailed link does (paying and certificates need it). */
export async function confirmEmailOf(database: DatabaseHandle, email: string): Promise<void> {
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
}

const TUS = { 'tus-resumable': '1.0.0' };

/** Creates a tus upload of a video; returns its path (`/api/admin/uploads/videos/<id>`). */
export async function createVideoUpload(base: string, cookie: string, file: { name: string; size: number }): Promise<string> {
  const metadata = `filename ${Buffer.from(file.name).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
  const answer = await fetch(`${base}/api/admin/uploads/videos`, {
    method: 'POST',
    headers: { ...TUS, origin: PROCESS_PUBLIC_URL, cookie, 'upload-length': String(file.size), 'upload-metadata': metadata },
  });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${await answer.text()}`);
  return new URL(answer.headers.get('location') ?? '', base).pathname;
}

/** HEAD: how many bytes of the upload the server has. */
export async function uploadOffsetOf(base: string, cookie: string, location: string): Promise<number> {
  const answer = await fetch(`${base}${location}`, { method: 'HEAD', headers: { ...TUS, cookie } });
  if (answer.status !== 200) throw new Error(`HEAD failed: ${answer.status}`);
  return Number(answer.headers.get('upload-offset'));
}

export interface OpenPatch {
  /** Sends more of the body. */
  write(bytes: Buffer): Promise<void>;
  /** Ends the body; resolves with the answer's status and Upload-Offset. */
  finish(bytes?: Buffer): Promise<{ status: number; offset: number }>;
  /** The answer, once it comes (also when the server ends the request early). */
  answer: Promise<{ status: number; offset: number }>;
}

/**
 * A tus PATCH whose body the test sends piece by piece, so the request stays in flight as long
 * as the test wants (a slow client, a connection about to drop). Nothing is sent until `write`.
 */
export function openPatch(base: string, cookie: string, location: string, offset: number, length: number): OpenPatch {
  const url = new URL(location, base);
  const outgoing = request(url, {
    method: 'PATCH',
    headers: { ...TUS, origin: PROCESS_PUBLIC_URL, cookie, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(length) },
  });
  const answer = new Promise<{ status: number; offset: number }>((resolve, reject) => {
    outgoing.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, offset: Number(response.headers['upload-offset'] ?? -1) }));
    });
    outgoing.once('error', reject);
  });
  // A request the server ends early rejects `answer`; the caller decides whether that matters.
  answer.catch(() => undefined);
  const write = (bytes: Buffer) => new Promise<void>((resolve, reject) => outgoing.write(bytes, (error) => (error ? reject(error) : resolve())));
  return {
    write,
    async finish(bytes) {
      if (bytes) await write(bytes);
      outgoing.end();
      return answer;
    },
    answer,
  };
}

/** Two app processes on one PostgreSQL of the test's own, as behind a load balancer, and the test's own connection to it. */
export interface TwoInstances {
  first: AppProcess;
  second: AppProcess;
  database: DatabaseHandle;
  /** Stops both processes, the connection and the PostgreSQL server. */
  stop: () => Promise<void>;
}

/** Starts them with these DATA_DIRs (one each, or the same folder twice for shared file storage). */
export async function startTwoInstances(bin: string, dataDirs: [string, string]): Promise<TwoInstances> {
  const postgres = await startOwnPostgres(bin);
  const [first, second] = await Promise.all(dataDirs.map((dataDir) => startAppProcess({ DATABASE_URL: postgres.url, DATA_DIR: dataDir })));
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
  return {
    first: first!,
    second: second!,
    database,
    stop: async () => {
      await Promise.all([first!.stop(), second!.stop()]);
      await database.close();
      postgres.destroy();
    },
  };
}
