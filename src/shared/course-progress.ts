/**
 * Progress through a course (spec §2 Lesson player, §4 Lesson and sidebar states, §9 Progress
 * percent). Written against the shape of a curriculum rather than its zod type, so the lesson
 * player can pass the lessons it receives without the quiz answers.
 */

interface LessonLike {
  id: string;
}

interface ModuleLike<L extends LessonLike> {
  id: string;
  lessons: readonly L[];
}

interface CurriculumLike<L extends LessonLike> {
  modules: readonly ModuleLike<L>[];
}

/** Ids of the lessons a learner has completed, one progress row each. */
export type CompletedLessonIds = ReadonlySet<string> | readonly string[];

export type LessonState = 'completed' | 'current' | 'not-started';

export interface FlatLesson<L extends LessonLike> {
  lesson: L;
  moduleId: string;
  moduleIndex: number;
  lessonIndex: number;
}

export interface ModuleProgress {
  completed: number;
  total: number;
}

function toSet(ids: CompletedLessonIds): ReadonlySet<string> {
  return ids instanceof Set ? ids : new Set(ids);
}

/** Every lesson in course order: module by module, each module's lessons in order. */
export function flattenLessons<L extends LessonLike>(curriculum: CurriculumLike<L>): FlatLesson<L>[] {
  return curriculum.modules.flatMap((module, moduleIndex) =>
    module.lessons.map((lesson, lessonIndex) => ({ lesson, moduleId: module.id, moduleIndex, lessonIndex })),
  );
}

/** Spec §9: rounded completed lessons over total lessons; 0 for a course without lessons. */
export function progressPercent(completedCount: number, totalLessons: number): number {
  if (!Number.isFinite(completedCount) || !Number.isFinite(totalLessons) || totalLessons <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completedCount / totalLessons) * 100)));
}

/** Completed lessons of this course; ids of lessons since removed from it do not count. */
export function countCompleted<L extends LessonLike>(curriculum: CurriculumLike<L>, completedIds: CompletedLessonIds): number {
  const completed = toSet(completedIds);
  return flattenLessons(curriculum).filter(({ lesson }) => completed.has(lesson.id)).length;
}

/** The lesson after this one, crossing into the next module that has lessons; null at the end or for an unknown id. */
export function nextLessonId<L extends LessonLike>(curriculum: CurriculumLike<L>, currentLessonId: string | null | undefined): string | null {
  const lessons = flattenLessons(curriculum);
  const index = lessons.findIndex(({ lesson }) => lesson.id === currentLessonId);
  if (index === -1) return null;
  return lessons[index + 1]?.lesson.id ?? null;
}

/**
 * Where 'Complete and continue' takes the learner (issue 34, decision 0071): the lesson after the
 * one completed, once. Null at the last lesson, and when completing it finishes the course (spec
 * §4: the player stays for the certificate); there the button reads 'Mark as Complete'. 'Next
 * Lesson' is always `nextLessonId` of the lesson on screen.
 */
export function lessonAfterCompleting<L extends LessonLike>(curriculum: CurriculumLike<L>, lessonId: string, completedIds: CompletedLessonIds): string | null {
  const next = nextLessonId(curriculum, lessonId);
  if (next === null) return null;
  const completed = new Set(toSet(completedIds)).add(lessonId);
  return isCourseComplete(curriculum, completed) ? null : next;
}

/** Spec §4: the first lesson not yet completed, else the very first lesson; null when there are none. */
export function initialLessonId<L extends LessonLike>(curriculum: CurriculumLike<L>, completedIds: CompletedLessonIds): string | null {
  const completed = toSet(completedIds);
  const lessons = flattenLessons(curriculum);
  const firstOpen = lessons.find(({ lesson }) => !completed.has(lesson.id));
  return (firstOpen ?? lessons[0])?.lesson.id ?? null;
}

/** Every lesson completed. A course without lessons is never complete, so it earns no certificate. */
export function isCourseComplete<L extends LessonLike>(curriculum: CurriculumLike<L>, completedIds: CompletedLessonIds): boolean {
  const total = flattenLessons(curriculum).length;
  return total > 0 && countCompleted(curriculum, completedIds) === total;
}

/** The sidebar's 'x / y complete' for one module. */
export function moduleProgress<L extends LessonLike>(module: ModuleLike<L>, completedIds: CompletedLessonIds): ModuleProgress {
  const completed = toSet(completedIds);
  return {
    completed: module.lessons.filter((lesson) => completed.has(lesson.id)).length,
    total: module.lessons.length,
  };
}

/** Spec §4: the sidebar mark of a lesson; a completed lesson shows as completed even when current. */
export function lessonState(lessonId: string, currentLessonId: string | null | undefined, completedIds: CompletedLessonIds): LessonState {
  if (toSet(completedIds).has(lessonId)) return 'completed';
  return lessonId === currentLessonId ? 'current' : 'not-started';
}
