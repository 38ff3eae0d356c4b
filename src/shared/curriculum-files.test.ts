import { describe, expect, it } from 'vitest';
import { curriculumSchema } from './curriculum';
import { filesUsedBy } from './curriculum-files';

describe('filesUsedBy', () => {
  it('lists every lesson video and resource address in course order', () => {
    const curriculum = curriculumSchema.parse({
      modules: [
        {
          id: 'm1',
          title: 'One',
          lessons: [
            { id: 'l1', title: 'Welcome', video_url: ' /media/videos/intro.mp4 ', resources: [{ id: 'r1', title: 'Workbook', file_url: '/media/resources/a.pdf' }] },
            { id: 'l2', title: 'Text only' },
          ],
        },
        { id: 'm2', title: 'Two', lessons: [{ id: 'l3', title: 'Demo', video_url: 'https://youtu.be/dQw4w9WgXcQ' }] },
      ],
    });
    expect(filesUsedBy(curriculum)).toEqual([
      { url: '/media/videos/intro.mp4', kind: 'video', lessonId: 'l1', lessonTitle: 'Welcome' },
      { url: '/media/resources/a.pdf', kind: 'resource', lessonId: 'l1', lessonTitle: 'Welcome', resourceTitle: 'Workbook' },
      { url: 'https://youtu.be/dQw4w9WgXcQ', kind: 'video', lessonId: 'l3', lessonTitle: 'Demo' },
    ]);
  });
});
