import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  formatFileSize,
  isResourceFileName,
  isVideoMimeType,
  MAX_VIDEO_BYTES,
  RESOURCE_EXTENSIONS,
  VIDEO_MIME_TYPES,
} from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [10_240, '10.00 KB'],
    [1_048_576, '1.00 MB'],
    [5_767_168, '5.50 MB'],
    [157_286_400, '150.00 MB'],
    [1_073_741_824, '1.00 GB'],
    [2_684_354_560, '2.50 GB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('rounds to two decimals', () => {
    expect(formatFileSize(1234)).toBe('1.21 KB');
    expect(formatFileSize(123_456_789)).toBe('117.74 MB');
  });

  it('moves up a unit rather than showing 1024.00 of the smaller one', () => {
    expect(formatFileSize(1_048_575)).toBe('1.00 MB');
    expect(formatFileSize(1_073_741_823)).toBe('1.00 GB');
  });

  it('stays in GB for sizes beyond it', () => {
    expect(formatFileSize(1024 ** 4)).toBe('1024.00 GB');
  });

  it('shows a fraction of a byte as whole bytes', () => {
    expect(formatFileSize(10.4)).toBe('10 Bytes');
  });

  it.each([
    ['a negative size', -1],
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('shows %s as 0 Bytes', (_label, bytes) => {
    expect(formatFileSize(bytes)).toBe('0 Bytes');
  });
});

describe('upload limits', () => {
  it('allows videos up to 1 GB', () => {
    expect(MAX_VIDEO_BYTES).toBe(1_073_741_824);
    expect(formatFileSize(MAX_VIDEO_BYTES)).toBe('1.00 GB');
  });

  it('accepts MP4, WebM and MOV videos only', () => {
    expect(VIDEO_MIME_TYPES).toEqual(['video/mp4', 'video/webm', 'video/quicktime']);
    expect(isVideoMimeType('video/mp4')).toBe(true);
    expect(isVideoMimeType('video/quicktime')).toBe(true);
    expect(isVideoMimeType('video/ogg')).toBe(false);
    expect(isVideoMimeType('video/x-msvideo')).toBe(false);
    expect(isVideoMimeType('application/pdf')).toBe(false);
    expect(isVideoMimeType('')).toBe(false);
  });

  it('accepts the documented resource file types', () => {
    expect(RESOURCE_EXTENSIONS).toEqual(['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt', 'zip']);
    expect(isResourceFileName('Pricing worksheet.XLSX')).toBe(true);
    expect(isResourceFileName('checklist.pdf')).toBe(true);
    expect(isResourceFileName('notes.txt')).toBe(true);
  });

  it('refuses other resource files', () => {
    expect(isResourceFileName('installer.exe')).toBe(false);
    expect(isResourceFileName('photo.png')).toBe(false);
    expect(isResourceFileName('pdf')).toBe(false);
    expect(isResourceFileName('report.pdf.exe')).toBe(false);
  });
});

describe('fileExtension', () => {
  it.each([
    ['report.pdf', 'pdf'],
    ['Slides.PPTX', 'pptx'],
    ['archive.tar.gz', 'gz'],
    ['my.notes.final.docx', 'docx'],
    ['  spaced.txt  ', 'txt'],
    ['/uploads/2025/guide.zip', 'zip'],
    ['C:\\Users\\dan\\plan.xls', 'xls'],
  ])('reads the extension of %s as %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it.each([
    ['a name without a dot', 'README'],
    ['a hidden file', '.env'],
    ['a trailing dot', 'draft.'],
    ['a dot only in a folder name', '/v1.2/readme'],
    ['an empty name', ''],
  ])('has no extension for %s', (_label, name) => {
    expect(fileExtension(name)).toBe('');
  });
});
