import { describe, expect, it } from 'vitest';
import { parseResourceFileName, resourceFileFromUrl, resourceUrlOf, videoNameFromUrl, videoNameProblem, videoUrlOf } from './media-files';

describe('video names', () => {
  it('takes ordinary file names, in any script', () => {
    for (const name of ['intro.mp4', 'Lesson 1 - Welcome (final).mov', 'demo_v2+audio.webm', 'Café à Paris.mp4', '2024.MP4']) {
      expect(videoNameProblem(name), name).toBeNull();
    }
  });

  it('refuses names that could be read as a path or an address, and other extensions', () => {
    for (const name of ['../../x.mp4', '..%2f..%2fx.mp4', '%2e%2e%2fx.mp4', 'videos/x.mp4', 'x\\y.mp4', '.hidden.mp4', 'x.mp4\u0000', 'a?b.mp4', 'a#b.mp4', '']) {
      expect(videoNameProblem(name), name).not.toBeNull();
    }
    expect(videoNameProblem('notes.txt')).toBe('The file name must end in .mp4, .webm or .mov');
    expect(videoNameProblem(`${'a'.repeat(197)}.mp4`)).toMatch(/1 to 200 characters/);
  });

  it('builds the address a lesson stores, and reads it back encoded or not', () => {
    expect(videoUrlOf('Lesson 1 (final).mp4')).toBe('/media/videos/Lesson%201%20(final).mp4');
    expect(videoNameFromUrl('/media/videos/Lesson%201%20(final).mp4')).toBe('Lesson 1 (final).mp4');
    expect(videoNameFromUrl('/media/videos/Lesson 1 (final).mp4?t=10')).toBe('Lesson 1 (final).mp4');
    expect(videoNameFromUrl('/media/videos/%2e%2e%2fsecret.mp4')).toBeNull();
    expect(videoNameFromUrl('/media/videos/%E0%A4%A.mp4')).toBeNull();
    expect(videoNameFromUrl('https://youtu.be/abc')).toBeNull();
  });
});

describe('resource file names', () => {
  const name = '3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b.pdf';

  it('takes only the names the app generates', () => {
    expect(parseResourceFileName(name)).toEqual({ name, extension: 'pdf' });
    expect(parseResourceFileName('3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b.exe')).toBeNull();
    expect(parseResourceFileName('../3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b.pdf')).toBeNull();
    expect(parseResourceFileName('workbook.pdf')).toBeNull();
  });

  it('builds and reads resource addresses', () => {
    expect(resourceUrlOf(name)).toBe(`/media/resources/${name}`);
    expect(resourceFileFromUrl(`/media/resources/${name}`)).toBe(name);
    expect(resourceFileFromUrl('/resources/checklist.pdf')).toBeNull();
  });
});
