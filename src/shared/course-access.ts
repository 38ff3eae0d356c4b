/** Who may enrol in a course, as far as its state goes (the plan is `planIncludes`' business). */

/** Spec §2: what a course page says while the course is a draft. */
export const IN_DEVELOPMENT_NOTICE = 'This course is currently in development and will be available soon. Stay tuned!';

/** A draft takes no learners; admins may enter it to preview it (spec §2, §6). */
export function acceptsEnrolment(course: { published: boolean }, viewer: { isAdmin: boolean }): boolean {
  return course.published || viewer.isAdmin;
}
