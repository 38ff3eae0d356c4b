import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server';
import { bucketOrigin, S3Storage } from './s3-storage';
import { describeFileStorageContract } from './storage-contract';

let s3: S3TestServer;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = new S3Storage(s3.storage);
});
afterAll(async () => {
  await storage?.close();
  await s3?.close();
});

describeFileStorageContract('S3 (a local S3-compatible server)', () => storage);

describe('the S3 storage', () => {
  it('keeps the content type with the object', async () => {
    const key = `resources/${randomBytes(8).toString('hex')}.pdf`;
    await storage.put(key, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' });
    expect(await storage.stat(key)).toEqual({ size: 13, contentType: 'application/pdf' });
  });

  it('signs a short-lived address that serves the file, ranges included', async () => {
    const key = `videos/${randomBytes(8).toString('hex')}`;
    await storage.put(key, Buffer.from('0123456789'), { contentType: 'video/mp4' });
    const url = await storage.signedUrl(key, { expiresInSeconds: 300, contentType: 'video/mp4' });
    expect(url.startsWith(`${s3.storage.endpoint}/${s3.storage.bucket}/${key}?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('0123456789');
    const part = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('2345');
  });

  it('names the download in a signed address for a resource', async () => {
    const key = `resources/${randomBytes(8).toString('hex')}.pdf`;
    const url = new URL(await storage.signedUrl(key, { expiresInSeconds: 60, fileName: 'Workbook «1».pdf' }));
    expect(url.searchParams.get('response-content-disposition')).toBe(`inline; filename="Workbook _1_.pdf"; filename*=UTF-8''Workbook%20%C2%AB1%C2%BB.pdf`);
  });
});

describe('the origin signed addresses point to', () => {
  const settings = { mode: 's3', bucket: 'course-files', region: 'eu-central-1', endpoint: undefined, credentials: undefined, forcePathStyle: false } as const;

  it("is AWS's virtual-hosted bucket address, or the configured endpoint's", () => {
    expect(bucketOrigin(settings)).toBe('https://course-files.s3.eu-central-1.amazonaws.com');
    expect(bucketOrigin({ ...settings, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })).toBe('http://127.0.0.1:9000');
    expect(bucketOrigin({ ...settings, endpoint: 'https://r2.example.com', forcePathStyle: false })).toBe('https://course-files.r2.example.com');
  });
});
