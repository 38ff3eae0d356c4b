import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ERRORS, Server, type Locker, type Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../../../shared/api/errors';
import { isVideoMimeType, MAX_VIDEO_BYTES } from '../../../shared/file-size';
import { SIGNATURE_BYTES, videoContentMatches } from '../../../shared/file-signature';
import { videoNameProblem } from '../../../shared/media-files';
import { VIDEO_UPLOAD_NOTICES } from '../../../shared/media-messages';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { withTransaction, type Database } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import { countOpenUploadsBy, deleteVideoRow, findUploadsStartedBefore, findVideoByStorageKey, lockUploader, markVideoReady, reserveVideoName } from './media.data';

/** Where the tus endpoint is mounted (inside the admin API). */
export const VIDEO_UPLOADS_PATH = '/api/admin/uploads/videos';

/** Spec: an upload left unfinished this long is abandoned, and its bytes and name are freed. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Unfinished uploads one admin may hold at once (issue 25): each reserves a name and storage until it ends or is swept. */
export const MAX_OPEN_UPLOADS_PER_ADMIN = 10;

const STORAGE_AREA = 'videos/';
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** A refusal in tus's shape (`status_code`, `body`), the body being the API's `{ error, message }`. */
interface TusRefusal {
  status_code: number;
  body: string;
}

function refusal(status: number, error: ErrorCode, message: string): TusRefusal {
  return { status_code: status, body: JSON.stringify({ error, message }) };
}

const BUSY = refusal(409, 'CONFLICT', 'This upload is still being written by another request. Try again in a moment: the upload carries on from the last byte stored.');
const INVALID_TYPE = refusal(415, 'UNSUPPORTED_MEDIA_TYPE', VIDEO_UPLOAD_NOTICES.invalidType.description);
const TOO_LARGE = refusal(413, 'PAYLOAD_TOO_LARGE', VIDEO_UPLOAD_NOTICES.tooLarge.description);
// 429, not 409: tus clients retry a 409 by themselves, and this waits on the admin.
const TOO_MANY_OPEN = refusal(
  429,
  'TOO_MANY_REQUESTS',
  `You have ${MAX_OPEN_UPLOADS_PER_ADMIN} video uploads that have not finished. Finish one (choose the same file again and it carries on where it stopped) or wait: an unfinished upload is removed a day after it started.`,
);

function respond({ status_code, body }: TusRefusal, extraHeaders: Record<string, string> = {}): Response {
  return new Response(body, { status: status_code, headers: { 'content-type': 'application/json; charset=utf-8', 'tus-resumable': '1.0.0', ...extraHeaders } });
}

/** tus allows every origin by default; the upload is same-site, so its answers carry no CORS headers. */
function withoutCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The storage key (and tus id) of the upload a request's address names, or undefined. */
function uploadIdOf(lastPath: string | undefined): string | undefined {
  return lastPath !== undefined && UPLOAD_ID.test(lastPath) ? STORAGE_AREA + lastPath : undefined;
}

/**
 * Resumable video uploads (tus 1.0 through @tus/server) into the app's FileStorage, for admins
 * (the admin API seam checks the role before a request gets here). The rules, in the order a
 * request meets them:
 * - creating an upload: a declared MP4/WebM/MOV type, a plain file name, a declared length of
 *   at most 1 GB (so a larger file is refused before any byte is sent), and a name not yet
 *   taken, which is reserved in `video_files` there and then (unique), so nothing is ever
 *   overwritten;
 * - the first bytes (the PATCH at offset 0) must be a video of the declared type, or the
 *   upload is discarded; tus itself refuses bytes past the declared length;
 * - the last byte makes the video 'ready' (listed and playable);
 * - `cleanAbandoned` removes uploads unfinished after a day, bytes and name.
 * An upload's id is its storage key, so a finished file is already where it is served from.
 */
export class VideoUploads {
  private tusServer: Server | undefined;
  /** The admin behind each request handed to tus, for the upload it creates. */
  private readonly uploaders = new WeakMap<Request, string>();

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
    /** Shared by every app process on PostgreSQL (upload-locker.ts); undefined: tus's lock in this process's memory. */
    private readonly locker?: Locker,
  ) {}

  private tus(): Server {
    this.tusServer ??= new Server({
      path: VIDEO_UPLOADS_PATH,
      datastore: this.storage.resumableUploads(),
      maxSize: MAX_VIDEO_BYTES,
      ...(this.locker ? { locker: this.locker } : {}),
      relativeLocation: true,
      disableTerminationForFinishedUploads: true,
      namingFunction: () => STORAGE_AREA + randomBytes(16).toString('hex'),
      generateUrl: (_request, { path, id }) => `${path}/${id.slice(STORAGE_AREA.length)}`,
      getFileIdFromRequest: (_request, lastPath) => uploadIdOf(lastPath),
      onUploadCreate: async (request, upload) => {
        await this.reserve(upload, this.uploaders.get(request));
        return {};
      },
      onUploadFinish: async (_request, upload) => {
        await markVideoReady(this.db, upload.id);
        return {};
      },
      onResponseError: (_request, error) => {
        if (error === ERRORS.ERR_MAX_SIZE_EXCEEDED) return TOO_LARGE;
        if (error === ERRORS.ERR_LOCK_TIMEOUT) return BUSY;
        if ('status_code' in error) return undefined;
        this.log.error({ err: error }, 'video upload failed');
        return refusal(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
      },
    });
    return this.tusServer;
  }

  /** Checks a new upload's declared type, name and length, and the admin's open uploads, and takes its name. */
  private async reserve(upload: Upload, uploadedBy: string | undefined): Promise<void> {
    if (uploadedBy === undefined) throw new Error('A video upload was created without its admin');
    const name = upload.metadata?.filename ?? '';
    const type = upload.metadata?.filetype ?? '';
    if (upload.size === undefined) throw refusal(400, 'BAD_REQUEST', 'The upload must declare its length (Upload-Length)');
    if (upload.size > MAX_VIDEO_BYTES) throw TOO_LARGE;
    if (!isVideoMimeType(type) || upload.size === 0) throw INVALID_TYPE;
    const problem = videoNameProblem(name);
    if (problem) throw refusal(400, 'BAD_REQUEST', problem);
    const size = upload.size;
    const reserved = await withTransaction(this.db, async (tx) => {
      const uploaderEmail = await lockUploader(tx, uploadedBy);
      if ((await countOpenUploadsBy(tx, uploadedBy)) >= MAX_OPEN_UPLOADS_PER_ADMIN) throw TOO_MANY_OPEN;
      const taken = await reserveVideoName(tx, { name, size, contentType: type, storageKey: upload.id, uploadedBy });
      if (taken) {
        await recordAdminAction(tx, {
          admin: { id: uploadedBy, email: uploaderEmail ?? '' },
          action: 'video.uploaded',
          target: { type: 'video', id: name },
          after: { name, size, contentType: type },
        });
      }
      return taken;
    });
    if (!reserved) {
      throw refusal(409, 'CONFLICT', `A video named ${name} already exists. Rename the file, or delete the existing video first.`);
    }
  }

  /**
   * Answers one tus request of the admin `uploaderId`. `raw` is the request with its body
   * unread: the first bytes of an upload are checked here before tus stores anything; the rest
   * streams through untouched, so memory stays flat whatever the file's size.
   */
  async handle(raw: IncomingMessage, method: string, url: string, lastPath: string | undefined, uploaderId: string): Promise<Response> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(raw.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const id = uploadIdOf(lastPath);

    // tus answers 501 to its concatenation extension, which this store does not offer: a refusal the client can act on instead.
    if (headers.has('upload-concat')) {
      return respond(refusal(400, 'BAD_REQUEST', 'Send the video as one upload: joining partial uploads (Upload-Concat) is not supported.'));
    }
    if (method === 'POST' && headers.get('content-type') === 'application/offset+octet-stream') {
      return respond(refusal(400, 'BAD_REQUEST', "Send the video's bytes in PATCH requests after creating the upload"));
    }

    let body: ReadableStream<Uint8Array> | undefined;
    if (method === 'PATCH') {
      const chunks = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      let head: Buffer = Buffer.alloc(0);
      if (headers.get('upload-offset') === '0' && id !== undefined) {
        head = await readHead(chunks, SIGNATURE_BYTES);
        const video = await findVideoByStorageKey(this.db, id);
        const declared = video?.contentType ?? '';
        if (video && video.status === 'uploading' && !(isVideoMimeType(declared) && videoContentMatches(declared, head))) {
          await this.discard(id);
          // The rest of the body is not wanted: close the connection rather than read it.
          return respond(INVALID_TYPE, { connection: 'close' });
        }
      }
      body = streamOf(head, chunks, raw);
    }

    const request = new Request(new URL(url, 'http://uploads.invalid'), { method, headers, body, duplex: 'half' } as RequestInit);
    this.uploaders.set(request, uploaderId);
    const response = await this.tus().handleWeb(request);
    if (method === 'DELETE' && response.status === 204 && id !== undefined) await this.forget(id);
    return withoutCors(response);
  }

  /** Removes an unfinished upload's bytes and frees its name. */
  private async discard(id: string): Promise<void> {
    await this.removeStoredFile(id);
    await this.forget(id);
  }

  /** Removes an upload's bytes, finished or not (a deleted video's file). */
  async removeStoredFile(id: string): Promise<void> {
    try {
      await this.storage.removeUpload(id);
    } catch (error) {
      this.log.warn({ err: error, id }, 'could not remove an uploaded file; it is no longer served');
    }
  }

  /** Frees the name of an upload that never finished. */
  private async forget(id: string): Promise<void> {
    const video = await findVideoByStorageKey(this.db, id);
    if (video && video.status === 'uploading') await deleteVideoRow(this.db, video.id);
  }

  /** Removes every upload started more than a day before `now` and never finished; returns how many. */
  async cleanAbandoned(now = new Date()): Promise<number> {
    const abandoned = await findUploadsStartedBefore(this.db, new Date(now.getTime() - ABANDONED_UPLOAD_MS));
    for (const video of abandoned) await this.discard(video.storageKey);
    return abandoned.length;
  }
}

/** Reads chunks until `bytes` bytes (or the end of the body) have arrived. */
async function readHead(chunks: AsyncIterator<Buffer>, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(parts);
}

/** The body again, the bytes already read first, pulled chunk by chunk (so backpressure reaches the socket). */
function streamOf(head: Buffer, chunks: AsyncIterator<Buffer>, raw: IncomingMessage): ReadableStream<Uint8Array> {
  let pendingHead: Buffer | undefined = head.length > 0 ? head : undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pendingHead) {
        controller.enqueue(new Uint8Array(pendingHead.buffer, pendingHead.byteOffset, pendingHead.length));
        pendingHead = undefined;
        return;
      }
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length));
    },
    cancel() {
      raw.destroy();
    },
  });
}
