import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { SAME_ORIGIN } from './accounts';
import { useTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A temporary DATA_DIR for a test file's stored files. */
export function temporaryDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'course-site-media-'));
}

/** useTestApp storing its files in a temporary DATA_DIR, removed once the app has closed. */
export function useTestAppWithDataDir(options: TestAppOptions = {}): { app: TestApp; dataDir: string } {
  const dataDir = temporaryDataDir();
  // Hooks after all tests run last-registered first: registered before the app's, this runs after it closes.
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app: useTestApp({ ...options, env: { ...options.env, DATA_DIR: dataDir } }), dataDir };
}

/** Bytes that open like an MP4 (an ISO media `ftyp` box), then `size` in all. Not playable: enough for type checks. */
export function fakeMp4(size = 4096): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]).copy(bytes);
  return bytes;
}

const TUS = { 'tus-resumable': '1.0.0' };

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** POST: creates an upload; its address is in `location`. */
export function createUpload(app: TestApp, cookie: string, file: { name: string; type: string; size: number }): Promise<LightMyRequestResponse> {
  return app.server.inject({
    method: 'POST',
    url: '/api/admin/uploads/videos',
    headers: { ...SAME_ORIGIN, ...TUS, cookie, 'upload-length': String(file.size), 'upload-metadata': metadata({ filename: file.name, filetype: file.type }) },
  });
}

/** PATCH: sends bytes from `offset`. */
export function sendBytes(app: TestApp, cookie: string, location: string, offset: number, bytes: Buffer): Promise<LightMyRequestResponse> {
  return app.server.inject({
    method: 'PATCH',
    url: location,
    headers: { ...SAME_ORIGIN, ...TUS, cookie, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
}

/** HEAD: how many bytes the server has. */
export async function uploadOffset(app: TestApp, cookie: string, location: string): Promise<LightMyRequestResponse> {
  return app.server.inject({ method: 'HEAD', url: location, headers: { ...TUS, cookie } });
}

/** A whole upload in two requests; throws unless both succeed. */
export async function uploadVideo(app: TestApp, cookie: string, name: string, bytes: Buffer = fakeMp4(), type = 'video/mp4'): Promise<string> {
  const created = await createUpload(app, cookie, { name, type, size: bytes.length });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const location = String(created.headers.location);
  const sent = await sendBytes(app, cookie, location, 0, bytes);
  if (sent.statusCode !== 204) throw new Error(`upload failed: ${sent.statusCode} ${sent.body}`);
  return location;
}

/** A multipart/form-data body: text fields in order, then the file (when given) as `file`. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----course-site-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/admin/courses/:slug/resources as the lesson editor sends it. */
export function uploadResourceRequest(app: TestApp, cookie: string, slug: string, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const { payload, headers } = multipartBody(fields, file);
  return app.server.inject({ method: 'POST', url: `/api/admin/courses/${slug}/resources`, headers: { ...SAME_ORIGIN, ...headers, cookie }, payload });
}

export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
