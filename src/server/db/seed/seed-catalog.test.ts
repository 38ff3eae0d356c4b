import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLessons } from '../../../shared/curriculum-outline';
import { curriculumSchema } from '../../../shared/curriculum';
import { LEARNING_PATHS } from '../../../shared/learning-paths';
import type { DatabaseHandle } from '../client';
import { courses } from '../schema';
import { createTestDatabase } from '../../testing/test-database';
import { durationMinutes } from '../../content/content-check';
import { loadSeedCourses } from './catalog-data';
import { importCourse } from './import-course';
import { seedCatalog, seedCatalogOnce } from './seed-catalog';
import { eq } from 'drizzle-orm';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const SEED_COURSES = loadSeedCourses();

describe('seed catalogue', () => {
  it('holds the courses design.md names, with their levels, durations and plans', () => {
    const bySlug = new Map(SEED_COURSES.map((course) => [course.slug, course]));
    expect(bySlug.get('ai-101-for-business-owners')).toMatchObject({ level: 'Beginner', duration: '2 hours', requiredPlan: 'free' });
    expect(bySlug.get('automate-your-business')).toMatchObject({ level: 'Intermediate', duration: '3 hours', requiredPlan: 'pro' });
    expect(bySlug.get('ai-strategy-blueprint')).toMatchObject({ level: 'Advanced', duration: '4 hours', requiredPlan: 'elite' });
    expect(bySlug.get('prompt-engineering-mastery')).toMatchObject({ requiredPlan: 'pro' });
  });

  it('holds every course the learning paths name', () => {
    const slugs = new Set(SEED_COURSES.map((course) => course.slug));
    for (const path of LEARNING_PATHS) for (const course of path.courses) expect(slugs.has(course.slug), course.slug).toBe(true);
  });

  it('keeps every published course to 2 to 4 hours and every learning path within its stated hours (spec §9)', () => {
    const minutes = new Map(SEED_COURSES.map((course) => [course.slug, durationMinutes(course.duration)]));
    for (const course of SEED_COURSES.filter((seed) => seed.published)) {
      expect(minutes.get(course.slug), `${course.slug} takes ${course.duration}`).toBeGreaterThanOrEqual(120);
      expect(minutes.get(course.slug), `${course.slug} takes ${course.duration}`).toBeLessThanOrEqual(240);
    }
    for (const path of LEARNING_PATHS) {
      const [low, high] = path.duration.replace(' hours', '').split('-').map((hours) => Number(hours) * 60);
      const published = path.courses.filter((course) => SEED_COURSES.find((seed) => seed.slug === course.slug)?.published);
      const total = published.reduce((sum, course) => sum + (minutes.get(course.slug) ?? 0), 0);
      expect(total, `${path.title}: ${total} min against ${path.duration}`).toBeLessThanOrEqual(high!);
      if (published.length === path.courses.length) expect(total, `${path.title}: ${total} min against ${path.duration}`).toBeGreaterThanOrEqual(low!);
    }
  });

  it('publishes only courses whose every lesson is written; the others are drafts', () => {
    for (const course of SEED_COURSES) {
      const lessons = curriculumSchema.parse(course.curriculum).modules.flatMap((module) => module.lessons);
      const written = lessons.every((lesson) => lesson.content.trim() !== '');
      if (course.published) expect(written, `${course.slug} is published with unwritten lessons`).toBe(true);
    }
    expect(SEED_COURSES.find((course) => course.slug === 'ai-101-for-business-owners')!.published).toBe(true);
    expect(SEED_COURSES.find((course) => course.slug === 'prompt-engineering-mastery')!.published).toBe(true);
    expect(SEED_COURSES.find((course) => course.slug === 'automate-your-business')!.published).toBe(true);
    expect(SEED_COURSES.find((course) => course.slug === 'ai-strategy-blueprint')!.published).toBe(true);
  });

  it('gives every course a valid, non-empty curriculum with unique lesson ids', () => {
    for (const course of SEED_COURSES) {
      const curriculum = curriculumSchema.parse(course.curriculum);
      expect(countLessons(curriculum), course.slug).toBeGreaterThan(0);
      const lessonIds = curriculum.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
      expect(new Set(lessonIds).size, course.slug).toBe(lessonIds.length);
      expect(course.thumbnailUrl, course.slug).toMatch(/^\/images\/courses\/[a-z0-9-]+\.(svg|webp|png|jpg)$/);
    }
  });

  it('loads once: a course deleted after the first start stays deleted', async () => {
    expect(await seedCatalogOnce(database.db)).toBe(true);
    const seeded = await database.db.select().from(courses);
    expect(seeded).toHaveLength(SEED_COURSES.length);

    await database.db.delete(courses).where(eq(courses.slug, 'ai-sales-accelerator'));
    expect(await seedCatalogOnce(database.db)).toBe(false);
    expect(await database.db.select().from(courses)).toHaveLength(SEED_COURSES.length - 1);
  });

  it('never overwrites an admin’s edit when seeding again; content:import replaces it on purpose, keeping the row', async () => {
    const slug = 'ai-101-for-business-owners';
    await database.db.update(courses).set({ title: 'Edited by an admin' }).where(eq(courses.slug, slug));
    const [before] = await database.db.select().from(courses).where(eq(courses.slug, slug));

    await seedCatalog(database.db);
    const [afterSeed] = await database.db.select().from(courses).where(eq(courses.slug, slug));
    expect(afterSeed!.title).toBe('Edited by an admin');

    const content = SEED_COURSES.find((course) => course.slug === slug)!;
    expect(await importCourse(database.db, content)).toBe('replaced');
    const [afterImport] = await database.db.select().from(courses).where(eq(courses.slug, slug));
    expect(afterImport).toMatchObject({ id: before!.id, title: content.title, createdAt: before!.createdAt, published: content.published });
    expect(afterImport!.curriculum).toEqual(curriculumSchema.parse(content.curriculum));
  });

  it('content:import raises the course’s version, so a course-builder save begun before it is refused as stale instead of overwriting it', async () => {
    const slug = 'ai-101-for-business-owners';
    const [before] = await database.db.select().from(courses).where(eq(courses.slug, slug));
    await importCourse(database.db, SEED_COURSES.find((course) => course.slug === slug)!);
    const [after] = await database.db.select().from(courses).where(eq(courses.slug, slug));
    expect(after!.version).toBe(before!.version + 1);
  });

  it('content:import inserts a course that is absent', async () => {
    const content = SEED_COURSES.find((course) => course.slug === 'ai-sales-accelerator')!;
    await database.db.delete(courses).where(eq(courses.slug, content.slug));
    expect(await importCourse(database.db, content)).toBe('inserted');
    expect(await database.db.select().from(courses).where(eq(courses.slug, content.slug))).toHaveLength(1);
  });
});
