import { describe, expect, it } from 'vitest';
import { looksLikeText, resourceContentMatches, videoContainerOf, videoContentMatches } from './file-signature';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

const MP4 = bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41');
const MOV = bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0], 'qt  ');
const OLD_MOV = bytes([0, 0, 0, 0x08], 'wide', [0, 0, 0, 0x10], 'mdat');
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'B\u00f7\u0081\u0001B\u00f2\u0081\u0004webm');
const TEXT = bytes('This is not a video, just text renamed to .mp4\n');

describe('video signatures', () => {
  it('recognises MP4, MOV and WebM from their first bytes', () => {
    expect(videoContainerOf(MP4)).toBe('iso-media');
    expect(videoContainerOf(MOV)).toBe('iso-media');
    expect(videoContainerOf(OLD_MOV)).toBe('iso-media');
    expect(videoContainerOf(WEBM)).toBe('webm');
  });

  it('refuses text, images and files too short to tell', () => {
    expect(videoContainerOf(TEXT)).toBeNull();
    expect(videoContainerOf(bytes([0x89], 'PNG\r\n\u001a\n', [0, 0, 0, 0x0d], 'IHDR'))).toBeNull();
    expect(videoContainerOf(bytes([0, 0, 0, 0x20], 'ftyp'))).toBeNull();
    expect(videoContainerOf(new Uint8Array())).toBeNull();
  });

  it('checks the content against the declared type; MP4 and MOV share a container', () => {
    expect(videoContentMatches('video/mp4', MP4)).toBe(true);
    expect(videoContentMatches('video/quicktime', MOV)).toBe(true);
    expect(videoContentMatches('video/mp4', MOV)).toBe(true);
    expect(videoContentMatches('video/webm', WEBM)).toBe(true);
    expect(videoContentMatches('video/webm', MP4)).toBe(false);
    expect(videoContentMatches('video/mp4', WEBM)).toBe(false);
    expect(videoContentMatches('video/mp4', TEXT)).toBe(false);
  });
});

describe('resource signatures', () => {
  const PDF = bytes('%PDF-1.7\n');
  const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
  const ZIP = bytes('PK', [3, 4, 20, 0]);

  it('accepts each extension only with its own content', () => {
    expect(resourceContentMatches('pdf', PDF)).toBe(true);
    expect(resourceContentMatches('pdf', TEXT)).toBe(false);
    for (const extension of ['doc', 'xls', 'ppt'] as const) {
      expect(resourceContentMatches(extension, OLE)).toBe(true);
      expect(resourceContentMatches(extension, ZIP)).toBe(false);
    }
    for (const extension of ['docx', 'xlsx', 'pptx', 'zip'] as const) {
      expect(resourceContentMatches(extension, ZIP)).toBe(true);
      expect(resourceContentMatches(extension, PDF)).toBe(false);
    }
    expect(resourceContentMatches('zip', bytes('PK', [5, 6]))).toBe(true);
    expect(resourceContentMatches('txt', TEXT)).toBe(true);
    expect(resourceContentMatches('txt', MP4)).toBe(false);
    expect(resourceContentMatches('txt', new Uint8Array())).toBe(false);
  });

  it('takes UTF-8 text, even with a character cut at the end of what was read', () => {
    const euro = new TextEncoder().encode('Price: 10 €');
    expect(looksLikeText(euro)).toBe(true);
    expect(looksLikeText(euro.subarray(0, euro.length - 1))).toBe(true);
    expect(looksLikeText(bytes([0xff, 0xfe, 0x41, 0]))).toBe(false);
    expect(looksLikeText(bytes('a', [0xc3, 0x28]))).toBe(false);
  });
});
