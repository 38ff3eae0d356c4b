import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own (initdb in a temporary folder, its own port), for tests
 * that stop and start the database: never the shared server on 5432. PostgreSQL refuses to run
 * as root, so as root its commands run as the `postgres` user.
 */
export interface OwnPostgres {
  url: string;
  /** Stops the server ("fast": open connections are cut, as in a restart). */
  stop(): void;
  start(): void;
  /** Stops it if running and removes its folder. */
  destroy(): void;
}

/** The folder of PostgreSQL's server programs, or undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'pg_ctl')) && existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

const runsAsRoot = process.getuid?.() === 0;

function run(bin: string, program: string, args: string[]): void {
  const executable = path.join(bin, program);
  const result = runsAsRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', executable, ...args], { encoding: 'utf8' })
    : spawnSync(executable, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'own-postgres-'));
  if (runsAsRoot) chownSync(folder, postgresId('-u'), postgresId('-g'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  run(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run(bin, 'pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start']);
      running = true;
    },
    stop() {
      run(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) own.stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
  own.start();
  return own;
}

function postgresId(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}
