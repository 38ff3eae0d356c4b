import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCourseSort, CourseStatus, CreateCourseRequest, RestoreCourseVersionRequest, SaveCourseRequest } from '@shared/api/admin-courses';
import { ApiRequestError } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';
import { useRecheckAccessOn } from '@web/features/admin';

export const createCourse = (body: CreateCourseRequest) => callEndpoint('POST /api/admin/courses', { body });
export const fetchEditableCourse = (slug: string) => callEndpoint('GET /api/admin/courses/:slug', { params: { slug } });
export const saveCourse = (slug: string, body: SaveCourseRequest) => callEndpoint('PUT /api/admin/courses/:slug', { params: { slug }, body });
export const deleteCourse = (slug: string) => callEndpoint('DELETE /api/admin/courses/:slug', { params: { slug } });
export const restoreCourseVersion = (slug: string, versionId: string, body: RestoreCourseVersionRequest) =>
  callEndpoint('POST /api/admin/courses/:slug/versions/:versionId/restore', { params: { slug, versionId }, body });

/** An admin's data is cached under their id too, so another account in the same tab never sees it. */
export const adminCoursesKey = (adminId: string) => memberQueryKey(adminId, 'GET /api/admin/courses');
export const editableCourseKey = (adminId: string, slug: string) => memberQueryKey(adminId, 'GET /api/admin/courses/:slug', { params: { slug } });
export const courseVersionsKey = (adminId: string, slug: string) => memberQueryKey(adminId, 'GET /api/admin/courses/:slug/versions', { params: { slug } });

/** What the course list shows: its filters, its order and its page, as the address bar keeps them. */
export interface CourseListView {
  status?: CourseStatus;
  q: string;
  sort: AdminCourseSort;
  direction: 'asc' | 'desc';
  page: number;
}

/** One page of the courses as the server filters, sorts and pages them; the previous page stays on screen while the next loads. */
export function useAdminCourses(adminId: string, view: CourseListView) {
  const query = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/courses', { query: { ...view, q: view.q || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useRecheckAccessOn(query.error);
  return query;
}

/** The course as saved; the editor keeps its own copy, so this is not refetched behind its back. */
export function useEditableCourse(adminId: string, slug: string) {
  const query = useQuery({
    ...memberQueryOptions(adminId, 'GET /api/admin/courses/:slug', { params: { slug } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 3,
    select: (data) => data.course,
  });
  useRecheckAccessOn(query.error);
  return query;
}

export function useCourseVersions(adminId: string, slug: string, enabled: boolean) {
  return useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/courses/:slug/versions', { params: { slug } }), enabled, staleTime: 0, select: (data) => data.versions });
}

export function useDeleteCourse(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCoursesKey(adminId) }),
  });
}
