import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition, StoredFileMissingError, type FileStorage } from '../../adapters/storage/file-storage';
import { notFound } from '../../http/app-error';
import { parseByteRange } from '../../http/byte-range';
import type { FileToServe } from './media.service';

/** How long a signed S3 address works: long enough to start playing, short enough not to be passed around. */
export const SIGNED_URL_SECONDS = 5 * 60;

/**
 * Sends a stored file someone may open. From S3: a redirect to a short-lived signed address
 * (S3 answers range requests itself). From disk: the bytes, with range requests answered 206
 * so the player can seek. Either way the answer is private: no shared cache keeps it.
 */
export async function serveStoredFile(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, file: FileToServe) {
  const signed = await storage.signedUrl(file.storageKey, { expiresInSeconds: SIGNED_URL_SECONDS, contentType: file.contentType, fileName: file.fileName });
  if (signed) {
    return reply.header('cache-control', 'private, no-store').redirect(signed, 302);
  }
  const stored = await storage.stat(file.storageKey);
  if (!stored) throw notFound('File not found');
  const range = parseByteRange(request.headers.range, stored.size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store');
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${stored.size}`).send();
  }
  try {
    if (range) {
      const body = await storage.read(file.storageKey, range);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(body);
    }
    const body = await storage.read(file.storageKey);
    return reply.code(200).header('content-length', String(stored.size)).send(body);
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw notFound('File not found');
    throw error;
  }
}
