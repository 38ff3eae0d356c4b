import { randomBytes } from 'node:crypto';
import type { CurriculumInput } from '../../shared/curriculum';
import { curriculumSchema } from '../../shared/curriculum';
import type { DbExecutor } from '../db/client';
import { courses } from '../db/schema';

type NewCourse = typeof courses.$inferInsert;

export function uniqueSlug(prefix = 'course'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export const sampleCurriculum: CurriculumInput = {
  modules: [
    {
      id: 'm1',
      title: 'Foundations',
      lessons: [
        { id: 'l1', title: 'What AI is', duration: '10 min', description: 'The basics.', content: 'Secret lesson body' },
        { id: 'l2', title: 'Where it helps', video_url: 'https://youtu.be/abc123' },
      ],
    },
    { id: 'm2', title: 'Practice', lessons: [{ id: 'l3', title: 'Your first workflow' }] },
  ],
};

/** A curriculum of one module (id m1) holding `lessons`, for tests about what the lessons carry. */
export function oneModuleCurriculum(title: string, lessons: CurriculumInput['modules'][number]['lessons']): CurriculumInput {
  return { modules: [{ id: 'm1', title, lessons }] };
}

/** Inserts a course; published, free and with a small curriculum unless told otherwise. */
export async function createCourse(
  db: DbExecutor,
  overrides: Partial<Omit<NewCourse, 'curriculum'>> & { curriculum?: CurriculumInput | string } = {},
) {
  const { curriculum = sampleCurriculum, ...rest } = overrides;
  const [row] = await db
    .insert(courses)
    .values({
      slug: uniqueSlug(),
      title: 'Test Course',
      description: 'A course made by a test.',
      level: 'Beginner',
      duration: '1 hour',
      published: true,
      requiredPlan: 'free',
      curriculum: typeof curriculum === 'string' ? curriculum : curriculumSchema.parse(curriculum),
      ...rest,
    })
    .returning();
  return row!;
}
