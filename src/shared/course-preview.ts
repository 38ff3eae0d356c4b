import type { Plan } from './plans';

/**
 * The free preview of a paid course (issue 34, decision 0070): its first lesson's text, readable
 * by visitors and free learners. Its quiz, tools, video and files still need enrolment, which the
 * server checks as for every other lesson. A free course has no preview: signing up opens it all.
 */

interface CourseLike {
  requiredPlan: Plan;
  published: boolean;
  modules: readonly { lessons: readonly { id: string }[] }[];
}

/** The id of the course's preview lesson (the first lesson, in course order), or null when it has none. */
export function previewLessonId(course: CourseLike): string | null {
  if (course.requiredPlan === 'free' || !course.published) return null;
  for (const module of course.modules) {
    const first = module.lessons[0];
    if (first) return first.id;
  }
  return null;
}

/** The address of a course's preview lesson. */
export function previewPath(slug: string): string {
  return `/courses/${slug}/preview`;
}
