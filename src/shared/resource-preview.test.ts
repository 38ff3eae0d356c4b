import { describe, expect, it } from 'vitest';
import {
  lessonMediaLayout,
  resolveHideVideoPlaceholder,
  resourcePreviewKind,
  resourcesInContentTab,
  safeResourceHref,
} from './resource-preview';

describe('resourcePreviewKind', () => {
  it.each([
    ['a pdf type', 'pdf', 'https://files.example.com/r/123'],
    ['a pdf MIME type', 'application/pdf', 'https://files.example.com/r/123'],
    ['an upper-case type', 'PDF', 'https://files.example.com/r/123'],
    ['an address ending in .pdf', '', 'https://files.example.com/guide.pdf'],
    ['an upper-case .PDF address', '', 'https://files.example.com/GUIDE.PDF'],
    ['a .pdf address with a query string', '', 'https://files.example.com/guide.pdf?token=abc'],
    ['a .pdf address with a fragment', '', '/files/guide.pdf#page=2'],
  ])('previews a PDF for %s', (_label, file_type, file_url) => {
    expect(resourcePreviewKind({ file_type, file_url })).toBe('pdf');
  });

  it.each(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'])('previews an image for an address ending in .%s', (extension) => {
    expect(resourcePreviewKind({ file_type: '', file_url: `https://files.example.com/chart.${extension}` })).toBe('image');
  });

  it.each([
    ['an image MIME type', 'image/png', 'https://files.example.com/r/123'],
    ['an upper-case image type', 'IMAGE/JPEG', 'https://files.example.com/r/123'],
    ['an image extension as the type', 'png', 'https://files.example.com/r/123'],
    ['an upper-case address with a query string', '', 'https://files.example.com/CHART.JPG?v=2'],
  ])('previews an image for %s', (_label, file_type, file_url) => {
    expect(resourcePreviewKind({ file_type, file_url })).toBe('image');
  });

  it.each([
    ['a Word document', 'docx', 'https://files.example.com/template.docx'],
    ['a spreadsheet', 'xlsx', 'https://files.example.com/roi.xlsx'],
    ['a zip file', 'zip', 'https://files.example.com/prompts.zip'],
    ['an extension only in the query string', '', 'https://files.example.com/download?file=guide.pdf'],
    ['an extension only in the fragment', '', 'https://files.example.com/download#chart.png'],
    ['a name that merely ends in pdf', '', 'https://files.example.com/mypdf'],
    ['no type and no extension', '', 'https://files.example.com/r/123'],
  ])('offers only a download for %s', (_label, file_type, file_url) => {
    expect(resourcePreviewKind({ file_type, file_url })).toBe('download');
  });

  it('prefers the PDF preview when type and address disagree', () => {
    expect(resourcePreviewKind({ file_type: 'pdf', file_url: 'https://files.example.com/cover.png' })).toBe('pdf');
  });
});

describe('resolveHideVideoPlaceholder', () => {
  it('is false only when explicitly false', () => {
    expect(resolveHideVideoPlaceholder(false)).toBe(false);
  });

  it.each([
    ['true', true],
    ['undefined', undefined],
    ['null', null],
    ['the text false', 'false'],
    ['0', 0],
  ])('is true for %s', (_label, value) => {
    expect(resolveHideVideoPlaceholder(value)).toBe(true);
  });
});

describe('lessonMediaLayout', () => {
  it('shows the player for a playable video, whatever the flag and resources', () => {
    expect(lessonMediaLayout({ hasPlayableVideo: true, resourceCount: 2, hideVideoPlaceholder: true })).toBe('video');
    expect(lessonMediaLayout({ hasPlayableVideo: true, resourceCount: 0, hideVideoPlaceholder: false })).toBe('video');
    expect(lessonMediaLayout({ hasPlayableVideo: true, resourceCount: 0 })).toBe('video');
  });

  it('puts resources on top when there is no video and the flag is at its default', () => {
    expect(lessonMediaLayout({ hasPlayableVideo: false, resourceCount: 3, hideVideoPlaceholder: true })).toBe('resources-on-top');
    expect(lessonMediaLayout({ hasPlayableVideo: false, resourceCount: 1 })).toBe('resources-on-top');
  });

  it('shows nothing without video or resources when the flag is at its default', () => {
    expect(lessonMediaLayout({ hasPlayableVideo: false, resourceCount: 0, hideVideoPlaceholder: true })).toBe('none');
    expect(lessonMediaLayout({ hasPlayableVideo: false, resourceCount: 0, hideVideoPlaceholder: null })).toBe('none');
  });

  it('shows a placeholder player without a video when the flag is false, with or without resources', () => {
    expect(lessonMediaLayout({ hasPlayableVideo: false, resourceCount: 0, hideVideoPlaceholder: false })).toBe('placeholder-player');
    expect(lessonMediaLayout({ hasPlayableVideo: false, resourceCount: 2, hideVideoPlaceholder: false })).toBe('placeholder-player');
  });
});

describe('resourcesInContentTab', () => {
  it('lists resources under Content beside a video or a placeholder player', () => {
    expect(resourcesInContentTab('video', 2)).toBe(true);
    expect(resourcesInContentTab('placeholder-player', 1)).toBe(true);
  });

  it('does not list resources under Content when they are on top or there are none', () => {
    expect(resourcesInContentTab('resources-on-top', 2)).toBe(false);
    expect(resourcesInContentTab('video', 0)).toBe(false);
    expect(resourcesInContentTab('none', 0)).toBe(false);
  });
});

describe('safeResourceHref', () => {
  it.each(['https://files.example.com/guide.pdf', 'http://files.example.com/guide.pdf', '/files/guide.pdf?download=1'])(
    'keeps the address %s',
    (url) => {
      expect(safeResourceHref(url)).toBe(url);
    },
  );

  it('trims the address', () => {
    expect(safeResourceHref('  https://files.example.com/a.pdf ')).toBe('https://files.example.com/a.pdf');
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['a javascript: address with a tab', 'java\tscript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative address', '//evil.example/file.pdf'],
    ['a backslash address', '/\\evil.example/file.pdf'],
    ['a relative name', 'guide.pdf'],
    ['an empty address', '   '],
  ])('refuses %s', (_label, url) => {
    expect(safeResourceHref(url)).toBeNull();
  });
});
