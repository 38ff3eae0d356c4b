import { useQuery } from '@tanstack/react-query';
import { useSession } from '@web/lib/use-session';
import { memberQueryKey, memberQueryOptions, useUserId } from '@web/lib/member-query';

export function myCoursesQueryKey(userId: string | undefined) {
  return memberQueryKey(userId, 'GET /api/me/courses');
}

/** The signed-in learner's enrolled courses with their progress; idle for a visitor. */
export function useMyCourses(userId: string | undefined) {
  return useQuery({
    ...memberQueryOptions(userId, 'GET /api/me/courses'),
    select: (data) => data.courses,
  });
}

export type EnrollmentStatus = 'checking' | 'visitor' | 'enrolled' | 'not-enrolled';

/**
 * Whether the person looking at a course page is enrolled in it. Unknown ('checking') while the
 * session or the enrolments load; a session that failed to load counts as a visitor, whose
 * enrol attempt then asks the server anyway.
 */
export function useEnrollmentStatus(slug: string): EnrollmentStatus {
  const session = useSession();
  const courses = useMyCourses(useUserId());
  if (session.status === 'loading') return 'checking';
  if (session.status !== 'signed-in') return 'visitor';
  if (courses.data) return courses.data.some((course) => course.slug === slug) ? 'enrolled' : 'not-enrolled';
  // A failed enrolment list should not hide the button: enrolling again answers 'Already enrolled'.
  return courses.isError ? 'not-enrolled' : 'checking';
}

/** The drafts the signed-in Elite member may open early (decision 0094); an empty list for others, nothing asked for a visitor. */
export function useEarlyAccessCourses() {
  return useQuery({ ...memberQueryOptions(useUserId(), 'GET /api/me/early-access-courses'), select: (data) => data.courses });
}
