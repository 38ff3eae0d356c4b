import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The page and every built file its HTML names. */
async function homeAndAssets(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const assets = new Set([...html.matchAll(/\/assets\/[\w.-]+/g)].map((match) => match[0]));
  return ['/', ...assets];
}

describe('a build in the same checkout', () => {
  it('leaves the running site serving its page and assets while `npm run build` runs', { timeout: 420_000 }, async () => {
    const urls = await homeAndAssets();
    expect(urls.length).toBeGreaterThan(2);

    const build = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    build.stdout.on('data', (chunk) => (output += chunk));
    build.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => build.once('exit', resolve));
    let running = true;
    void exited.then(() => (running = false));

    const failures = new Set<string>();
    let rounds = 0;
    while (running) {
      for (const url of urls) {
        const response = await fetch(`${baseUrl()}${url}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.add(`${url} answered ${response.status}`);
      }
      rounds++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(await exited, output.slice(-2000)).toBe(0);
    expect(rounds).toBeGreaterThan(10);
    expect([...failures]).toEqual([]);
  });
});
