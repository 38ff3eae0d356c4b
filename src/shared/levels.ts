export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export function isCourseLevel(value: unknown): value is CourseLevel {
  return typeof value === 'string' && (COURSE_LEVELS as readonly string[]).includes(value);
}
