import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIntoDist, removeAbandonedStagingDirs } from './dist-swap.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dist-swap-'));
  mkdirSync(path.join(root, 'dist/web'), { recursive: true });
  writeFileSync(path.join(root, 'dist/web/index.html'), 'old build');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const served = () => readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
const writeBuild = (staging, text) => {
  mkdirSync(path.join(staging, 'web'), { recursive: true });
  writeFileSync(path.join(staging, 'web/index.html'), text);
};

describe('buildIntoDist', () => {
  it('writes into a folder of its own while dist/ keeps serving the old build, then swaps the new one in', async () => {
    await buildIntoDist(root, (staging) => {
      expect(path.dirname(staging)).toBe(root);
      expect(staging).not.toBe(path.join(root, 'dist'));
      writeBuild(staging, 'new build');
      expect(served()).toBe('old build');
    });
    expect(served()).toBe('new build');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('leaves dist/ as it was, and no staging folder, when a step fails', async () => {
    await expect(
      buildIntoDist(root, (staging) => {
        writeBuild(staging, 'half a build');
        throw new Error('vite failed');
      }),
    ).rejects.toThrow('vite failed');
    expect(served()).toBe('old build');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('lets two builds run at once, each whole, the last to finish in place', async () => {
    let releaseFirst;
    const firstMayFinish = new Promise((resolve) => (releaseFirst = resolve));
    const first = buildIntoDist(root, async (staging) => {
      writeBuild(staging, 'first build');
      await firstMayFinish;
    });
    await buildIntoDist(root, (staging) => writeBuild(staging, 'second build'));
    expect(served()).toBe('second build');
    releaseFirst();
    await first;
    expect(served()).toBe('first build');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('makes dist/ on the first build', async () => {
    rmSync(path.join(root, 'dist'), { recursive: true });
    await buildIntoDist(root, (staging) => writeBuild(staging, 'first ever'));
    expect(served()).toBe('first ever');
  });
});

describe('removeAbandonedStagingDirs', () => {
  it('removes staging folders older than an hour and keeps a build in progress', () => {
    const abandoned = path.join(root, '.dist-build-abandoned');
    const running = path.join(root, '.dist-build-running');
    mkdirSync(abandoned);
    mkdirSync(running);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(abandoned, twoHoursAgo, twoHoursAgo);
    removeAbandonedStagingDirs(root);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});
