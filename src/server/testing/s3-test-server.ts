import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { StorageConfig } from '../config';

export interface S3TestServer {
  /** The settings the S3 adapter takes to talk to this server. */
  storage: Extract<StorageConfig, { mode: 's3' }>;
  /** The same, as environment variables for `loadConfig`. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, files in a
 * temporary folder: the S3 adapter's tests talk to it with the real AWS SDK, never the network.
 * s3rver checks no signatures and ignores If-None-Match (design.md §2a), and lacks two calls
 * that resumable uploads (@tus/s3-store) make, ListParts and AbortMultipartUpload: this server
 * adds them over s3rver's own record of a multipart upload's parts.
 */
export async function startS3TestServer(bucket = 'course-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'course-site-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  server.middleware.unshift(multipartPartsCalls(directory));
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    storage: { mode: 's3', bucket, region: 'us-east-1', endpoint, credentials, forcePathStyle: true },
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** ListParts (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId) over s3rver's files: <dir>/<bucket>/._S3rver_uploads/<uploadId>/<part>. */
function multipartPartsCalls(directory: string) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    if (typeof uploadId !== 'string' || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const [, bucket = '', ...keyParts] = ctx.path.split('/');
    const uploadDir = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId));
    let partNames: string[];
    try {
      partNames = readdirSync(uploadDir).filter((name) => /^\d+$/.test(name));
    } catch {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    if (ctx.method === 'DELETE') {
      rmSync(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const parts = partNames
      .map(Number)
      .sort((a, b) => a - b)
      .map((number) => {
        const file = path.join(uploadDir, String(number));
        const md5 = createHash('md5').update(readFileSync(file)).digest('hex');
        return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag><Size>${statSync(file).size}</Size></Part>`;
      });
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(decodeURIComponent(keyParts.join('/')))}</Key><UploadId>${xmlEscape(uploadId)}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}
