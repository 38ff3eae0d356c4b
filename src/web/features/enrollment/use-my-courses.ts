import { useQuery } from '@tanstack/react-query';
import type { MyEnrollmentsResponse } from '@shared/api/learning';
import { userQueryKey, useSession } from '@web/lib/use-session';
import { apiRequest } from '@web/lib/api-client';

export function myCoursesQueryKey(userId: string | undefined) {
  return userQueryKey(userId, 'my-courses');
}

export function fetchMyCourses(): Promise<MyEnrollmentsResponse> {
  return apiRequest<MyEnrollmentsResponse>('/api/me/courses');
}

/** The signed-in learner's enrolled courses with their progress; idle for a visitor. */
export function useMyCourses(userId: string | undefined) {
  return useQuery({
    queryKey: myCoursesQueryKey(userId),
    queryFn: fetchMyCourses,
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
