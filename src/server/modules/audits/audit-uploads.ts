import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { headThenRest } from '../../http/checked-upload-stream';
import { SIGNATURE_BYTES } from '../../../shared/file-signature';
import type { FileStorage } from '../../adapters/storage/file-storage';

/** One part of a multipart body, as the routes hand it over. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; fileName: string; stream: Readable & { truncated?: boolean } };

export interface StoredUpload {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** @fastify/multipart ends a file's stream at the size limit with this error. */
export const isFileTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

/**
 * Reads a file's first bytes and asks `typeOf` what it is; an accepted file streams into the
 * storage under `audits/<uuid>.<ext>`, a refused one is read to its end and dropped (null).
 * Throws `FileTooLargeError` when the multipart limit cut the file off; nothing stays stored then.
 */
export async function storeCheckedFile<T extends string>(
  storage: FileStorage,
  part: Extract<UploadPart, { type: 'file' }>,
  typeOf: (fileName: string, head: Uint8Array) => T | null,
  contentTypeOf: (type: T) => string,
): Promise<StoredUpload | null> {
  const chunks = part.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headLength = 0;
  try {
    while (headLength < SIGNATURE_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      headLength += next.value.length;
    }
    const type = typeOf(part.fileName, Buffer.concat(head));
    if (type === null) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next());
      if (part.stream.truncated) throw new FileTooLargeError();
      return null;
    }
    const key = `audits/${randomUUID()}.${type}`;
    const upload = headThenRest(head, chunks, () => {
      if (part.stream.truncated) throw new FileTooLargeError();
    });
    try {
      await storage.put(key, upload.stream, { contentType: contentTypeOf(type) });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
    return { key, fileName: part.fileName, contentType: contentTypeOf(type), size: upload.size() };
  } catch (error) {
    throw isFileTooLarge(error) ? new FileTooLargeError() : error;
  }
}
