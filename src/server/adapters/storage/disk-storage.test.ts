import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { describeFileStorageContract, TRAVERSAL_KEYS } from './storage-contract';

const parent = mkdtempSync(path.join(tmpdir(), 'course-site-files-'));
const storage: FileStorage = new DiskStorage(path.join(parent, 'files'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describeFileStorageContract('disk', () => storage);

describe('the disk storage', () => {
  it('keeps files under its root and writes nothing outside it, whatever the key', async () => {
    await storage.put('videos/abc', Buffer.from('video'), { contentType: 'video/mp4' });
    expect(existsSync(path.join(parent, 'files', 'videos', 'abc'))).toBe(true);
    for (const key of TRAVERSAL_KEYS) await storage.put(key, Buffer.from('x'), { contentType: 'video/mp4' }).catch(() => undefined);
    expect(readdirSync(parent)).toEqual(['files']);
    expect(existsSync(path.join(parent, 'x.mp4'))).toBe(false);
  });

  it('leaves no partial file behind when a write fails', async () => {
    const { Readable } = await import('node:stream');
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('resources/broken.pdf', failing, { contentType: 'application/pdf' })).rejects.toThrow('connection lost');
    expect(readdirSync(path.join(parent, 'files', 'resources')).filter((name) => name.startsWith('broken'))).toEqual([]);
  });

  it('streams from disk, so it offers no signed addresses', async () => {
    expect(await storage.signedUrl('videos/abc', { expiresInSeconds: 60 })).toBeNull();
  });
});
