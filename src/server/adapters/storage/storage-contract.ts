import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { StorageKeyError, StoredFileMissingError, type FileStorage } from './file-storage';

/** Keys that try to leave the storage area, as they might arrive from a request. */
export const TRAVERSAL_KEYS = [
  '../../x.mp4',
  'videos/../../x.mp4',
  'videos/../../../etc/passwd',
  '%2e%2e%2fx.mp4',
  'videos/%2e%2e%2f%2e%2e%2fx.mp4',
  '/etc/passwd',
  'videos//x.mp4',
  'videos/..',
  'videos/.hidden',
  'videos\\..\\x.mp4',
  'videos/x.mp4\u0000.txt',
  'x.mp4',
  '',
];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * What every FileStorage does, run against each adapter (disk, and S3 against a local
 * S3-compatible server), so the app behaves the same whichever one is configured.
 */
export function describeFileStorageContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it('stores a file and reads it back whole, with its size', async () => {
      const key = `resources/${randomBytes(8).toString('hex')}.txt`;
      await storage().put(key, Buffer.from('Checklist: 1. Map the task.\n'), { contentType: 'text/plain' });
      expect(await storage().stat(key)).toMatchObject({ size: 28 });
      expect(await text(await storage().read(key))).toBe('Checklist: 1. Map the task.\n');
    });

    it('reads a range of bytes, both ends included', async () => {
      const key = `videos/${randomBytes(8).toString('hex')}`;
      await storage().put(key, Buffer.from('0123456789abcdef'), { contentType: 'video/mp4' });
      expect(await text(await storage().read(key, { start: 4, end: 9 }))).toBe('456789');
      expect(await text(await storage().read(key, { start: 15, end: 15 }))).toBe('f');
    });

    it('streams a large file in and out unchanged (in parts on S3)', async () => {
      const key = `videos/${randomBytes(8).toString('hex')}`;
      const content = randomBytes(9 * 1024 * 1024 + 123);
      const chunks = Array.from({ length: Math.ceil(content.length / 65536) }, (_, index) => content.subarray(index * 65536, (index + 1) * 65536));
      await storage().put(key, Readable.from(chunks), { contentType: 'video/mp4' });
      expect(await storage().stat(key)).toMatchObject({ size: content.length });
      expect(sha256(await bytesOf(await storage().read(key)))).toBe(sha256(content));
    });

    it('answers null for a file that is not there, and removes files (twice is fine)', async () => {
      const key = `resources/${randomBytes(8).toString('hex')}.pdf`;
      expect(await storage().stat(key)).toBeNull();
      await expect(storage().read(key)).rejects.toBeInstanceOf(StoredFileMissingError);
      await storage().put(key, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
      await storage().remove(key);
      await storage().remove(key);
      expect(await storage().stat(key)).toBeNull();
    });

    it('refuses every key that could leave the storage area, before touching anything', async () => {
      for (const key of TRAVERSAL_KEYS) {
        await expect(storage().put(key, Buffer.from('x'), { contentType: 'video/mp4' }), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage().stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage().read(key), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage().remove(key), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage().signedUrl(key, { expiresInSeconds: 60 }), key).rejects.toBeInstanceOf(StorageKeyError);
      }
    });
  });
}
