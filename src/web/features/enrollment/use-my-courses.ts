import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@web/lib/endpoint-client';
import { userQueryKey, useSession } from '@web/lib/use-session';

export function myCoursesQueryKey(userId: string | undefined) {
  return userQueryKey(userId, ...endpointKey('GET /api/me/courses'));
}

/** The signed-in learner's enrolled courses with their progress; idle for a visitor. */
export function useMyCourses(userId: string | undefined) {
  return useQuery({
    queryKey: myCoursesQueryKey(userId),
    queryFn: () => callEndpoint('GET /api/me/courses'),
    enabled: userId !== undefined,
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
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const courses = useMyCourses(userId);
  if (session.status === 'loading') return 'checking';
  if (session.status !== 'signed-in') return 'visitor';
  if (courses.data) return courses.data.some((course) => course.slug === slug) ? 'enrolled' : 'not-enrolled';
  // A failed enrolment list should not hide the button: enrolling again answers 'Already enrolled'.
  return courses.isError ? 'not-enrolled' : 'checking';
}
