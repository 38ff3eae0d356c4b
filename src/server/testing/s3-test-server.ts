import { mkdtempSync, rmSync } from 'node:fs';
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
 * s3rver checks no signatures and ignores If-None-Match (design.md §2a).
 */
export async function startS3TestServer(bucket = 'course-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'course-site-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
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
