import { describe, expect, it } from 'vitest';
import { previewLessonId, previewPath } from './course-preview';

const modules = [{ lessons: [] }, { lessons: [{ id: 'intro' }, { id: 'second' }] }, { lessons: [{ id: 'third' }] }];

describe('previewLessonId', () => {
  it('is the first lesson of a published paid course, past modules without lessons', () => {
    expect(previewLessonId({ requiredPlan: 'pro', published: true, modules })).toBe('intro');
    expect(previewLessonId({ requiredPlan: 'elite', published: true, modules })).toBe('intro');
  });

  it('is null for a free course, a draft, or a course without lessons', () => {
    expect(previewLessonId({ requiredPlan: 'free', published: true, modules })).toBeNull();
    expect(previewLessonId({ requiredPlan: 'pro', published: false, modules })).toBeNull();
    expect(previewLessonId({ requiredPlan: 'pro', published: true, modules: [{ lessons: [] }] })).toBeNull();
  });
});

describe('previewPath', () => {
  it('is the course page with /preview after it', () => {
    expect(previewPath('automate-your-business')).toBe('/courses/automate-your-business/preview');
  });
});
