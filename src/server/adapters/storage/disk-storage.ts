import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import { assertStorageKey, StorageKeyError, StoredFileMissingError, type ByteRange, type FileStorage, type StoredFile } from './file-storage';

/**
 * Files under one directory (DATA_DIR/files). The content type is not kept beside a file:
 * callers know it from the database or the file's extension.
 */
export class DiskStorage implements FileStorage {
  readonly mode = 'disk';
  readonly origin = undefined;
  readonly root: string;
  private uploads: DataStore | undefined;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key, refused unless it stays under the root. */
  pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new StorageKeyError(`Refused storage key ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader sees the whole file or none.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: undefined } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    // Opening fails asynchronously; wait for it so a missing file is an error here, not mid-response.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error) => reject(isMissing(error) ? new StoredFileMissingError(key) : error));
    });
    return stream;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async signedUrl(key: string): Promise<string | null> {
    this.pathOf(key);
    return null;
  }

  resumableUploads(): DataStore {
    // Created on first use, so an app that never takes an upload never touches the disk.
    this.uploads ??= new FileStore({ directory: this.root });
    return this.uploads;
  }

  async removeUpload(key: string): Promise<void> {
    const file = this.pathOf(key);
    // @tus/file-store keeps an upload's details beside it as <id>.json.
    await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
  }

  /** Writes and removes a probe file (a hidden name no key can take), creating the folder first as `put` would. */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.ready-${randomBytes(6).toString('hex')}`);
    try {
      await writeFile(probe, '', { flag: 'wx' });
    } finally {
      await rm(probe, { force: true });
    }
  }

  async close(): Promise<void> {}
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
