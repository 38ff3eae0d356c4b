// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkVideoFile } from './check-video-file';
import { noticeForUploadError } from './use-video-upload';

const MP4_HEAD = new Uint8Array([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2avc1mp41')]);

describe('checking a video before it is sent', () => {
  it('accepts an MP4 with a plain name', async () => {
    expect(await checkVideoFile(new File([MP4_HEAD, new Uint8Array(100)], 'Welcome.mp4', { type: 'video/mp4' }))).toBeNull();
  });

  it("says 'Invalid file type' for another type, or a text file named .mp4", async () => {
    const invalid = { title: 'Invalid file type', description: 'Please select an MP4, WebM, or MOV video file' };
    expect(await checkVideoFile(new File(['x'], 'clip.avi', { type: 'video/x-msvideo' }))).toEqual(invalid);
    expect(await checkVideoFile(new File(['just some notes'], 'notes.mp4', { type: 'video/mp4' }))).toEqual(invalid);
  });

  it("says 'File too large' above 1 GB, without reading the file", async () => {
    const huge = new File([MP4_HEAD], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 1024 ** 3 + 1 });
    expect(await checkVideoFile(huge)).toEqual({ title: 'File too large', description: 'Maximum file size is 1GB' });
  });

  it('refuses a name that could be read as a path', async () => {
    expect((await checkVideoFile(new File([MP4_HEAD], 'a/b.mp4', { type: 'video/mp4' })))?.title).toBe('Upload failed');
  });
});

describe("the server's refusals during an upload", () => {
  const refusal = (status: number, body: string) => Object.assign(new Error('tus'), { originalResponse: { getStatus: () => status, getBody: () => body, getHeader: () => undefined } });

  it("map to the spec's notices, with the server's message when it gave one", () => {
    expect(noticeForUploadError(refusal(415, '{"error":"UNSUPPORTED_MEDIA_TYPE","message":"Please select an MP4, WebM, or MOV video file"}')).title).toBe('Invalid file type');
    expect(noticeForUploadError(refusal(413, '{"error":"PAYLOAD_TOO_LARGE","message":"Maximum file size is 1GB"}')).title).toBe('File too large');
    expect(noticeForUploadError(refusal(409, '{"error":"CONFLICT","message":"A video named a.mp4 already exists."}'))).toEqual({ title: 'Upload failed', description: 'A video named a.mp4 already exists.' });
    expect(noticeForUploadError(new Error('network down'))).toEqual({ title: 'Upload failed', description: 'Failed to upload video' });
  });
});
