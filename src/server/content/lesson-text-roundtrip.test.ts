import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonTextFormat } from '../../web/features/course-builder/lesson-text-format';
import { readContentCourses } from './read-content';

const published = readContentCourses(path.resolve('content/courses'))
  .filter(({ course }) => course.published)
  .flatMap(({ course }) => course.curriculum.modules.flatMap((module) => module.lessons.map((lesson) => ({ name: `${course.slug}/${lesson.id}`, content: lesson.content }))));

describe('the course editor over the content', () => {
  it('keeps every published lesson byte for byte when opened and saved without changes', async () => {
    const format = await lessonTextFormat();
    expect(published.length).toBeGreaterThan(100);
    const changed = published.filter(({ content }) => format.serialize(format.parse(content)) !== content).map(({ name }) => name);
    expect(changed).toEqual([]);
  });
});
