import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_ADMIN } from './admin';
import { freePort, waitForHealth } from './global-setup';

export interface OwnServer {
  baseUrl: string;
  /** Its DATA_DIR (its local mailbox is DATA_DIR/mailbox). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A second server on the same build with settings of its own (e.g. SMTP_URL), for journeys the
 * shared server's configuration cannot show. It migrates and seeds a fresh DATA_DIR itself.
 * `clockFile`: the server's clock runs as many milliseconds ahead as that file says (shifted-clock.mjs).
 */
export async function startOwnServer(env: Record<string, string>, { clockFile }: { clockFile?: string } = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'course-site-e2e-own-'));
  const clock = clockFile
    ? { NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, 'shifted-clock.mjs')).href}`, E2E_CLOCK_FILE: clockFile }
    : {};
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      RATE_LIMIT_SCALE: '50',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...clock,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output.slice(-4000));
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
