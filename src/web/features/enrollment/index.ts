/** What other features use of enrolment: the learner's courses and the key they are cached under. */
export { myCoursesQueryKey, useEnrollmentStatus, useMyCourses, type EnrollmentStatus } from './use-my-courses';
