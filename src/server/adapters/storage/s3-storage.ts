import type { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import type { StorageConfig } from '../../config';
import { assertStorageKey, contentDisposition, StoredFileMissingError, type ByteRange, type FileStorage, type SignedUrlOptions, type StoredFile } from './file-storage';

type S3Settings = Extract<StorageConfig, { mode: 's3' }>;

/** Parts of 8 MiB: a 1 GB file is 128 parts, well inside S3's 10,000, and memory stays small. */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/** An S3-compatible bucket (AWS S3, MinIO, R2, …) through the AWS SDK. */
export class S3Storage implements FileStorage {
  readonly mode = 's3';
  readonly origin: string;
  readonly client: S3Client;
  private readonly clientConfig: S3ClientConfig;
  private uploads: DataStore | undefined;

  constructor(private readonly settings: S3Settings) {
    this.clientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's
      // default trailing checksums (aws-chunked bodies).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client(this.clientConfig);
    this.origin = bucketOrigin(settings);
  }

  async put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void> {
    assertStorageKey(key);
    // One PUT for small bodies, a multipart upload (parts in parallel, aborted on failure) for large ones.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: body, ContentType: options.contentType },
      partSize: S3_PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async stat(key: string): Promise<StoredFile | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StoredFileMissingError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.fileName ? contentDisposition(options.fileName) : undefined,
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  resumableUploads(): DataStore {
    this.uploads ??= new S3Store({ partSize: S3_PART_BYTES, s3ClientConfig: { ...this.clientConfig, bucket: this.settings.bucket } });
    return this.uploads;
  }

  async removeUpload(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      // Aborts the multipart upload of an unfinished file, freeing its parts.
      await this.resumableUploads().remove(key);
    } catch {
      // Finished (nothing to abort) or already gone: the objects below are what is left.
    }
    // @tus/s3-store keeps <id>.info (the upload's details) and <id>.part (a part too small to send yet).
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: [{ Key: key }, { Key: `${key}.info` }, { Key: `${key}.part` }], Quiet: true } }),
    );
  }

  /** HeadBucket: the bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** Where the bucket's objects are addressed: the endpoint (path style), the bucket as its subdomain, or AWS's virtual-hosted name. */
export function bucketOrigin(settings: S3Settings): string {
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const endpoint = new URL(settings.endpoint);
  return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
