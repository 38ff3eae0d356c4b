import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonTextFormat, storedLessonText } from '../../web/features/course-builder/lesson-text-format';
import { readContentCourses } from './read-content';

const published = readContentCourses(path.resolve('content/courses'))
  .filter(({ course }) => course.published)
  .flatMap(({ course }) => course.curriculum.modules.flatMap((module) => module.lessons.map((lesson) => ({ name: `${course.slug}/${lesson.id}`, content: lesson.content }))));

describe('the course editor over the content', () => {
  it('keeps every published lesson byte for byte when opened and saved without changes', async () => {
    const format = await lessonTextFormat();
    expect(published.length).toBeGreaterThan(100);
    // What the editor stores on a change (lesson-text-editor.tsx): the serializer's text without its trailing newlines.
    const changed = published.filter(({ content }) => storedLessonText(format.serialize(format.parse(content))) !== content).map(({ name }) => name);
    expect(changed).toEqual([]);
  });
});
