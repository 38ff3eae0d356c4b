// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceFormProblem, resourceUploadFailure, uploadResource } from './upload-resource';
import { ApiRequestError } from '@web/lib/api-client';

afterEach(() => vi.unstubAllGlobals());

describe('uploading a lesson resource', () => {
  it("asks for a title and a file first ('Missing information')", () => {
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    expect(resourceFormProblem({ title: ' ', description: '', file })).toEqual({ title: 'Missing information', description: 'Please provide a title and select a file' });
    expect(resourceFormProblem({ title: 'Workbook', description: '', file: null })?.title).toBe('Missing information');
    expect(resourceFormProblem({ title: 'Workbook', description: '', file })).toBeNull();
  });

  it('posts multipart form data (no JSON content type) and returns the resource the lesson stores', async () => {
    const resource = { id: 'r1', title: 'Workbook', description: '', file_type: 'pdf', file_url: '/media/resources/x.pdf', file_size: '8 Bytes' };
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => new Response(JSON.stringify({ resource }), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    expect(await uploadResource('ai-101', { title: ' Workbook ', description: '', file })).toEqual(resource);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/courses/ai-101/resources');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    const body = init.body as FormData;
    expect(body.get('title')).toBe('Workbook');
    expect((body.get('file') as File).name).toBe('a.pdf');
  });

  it("reports a failure as 'Upload failed' with the server's reason", () => {
    expect(resourceUploadFailure(new ApiRequestError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Accepted files: pdf'))).toEqual({
      title: 'Upload failed',
      description: 'There was an error uploading the file. Accepted files: pdf',
    });
  });
});
