import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCourseRequest, RestoreCourseVersionRequest, SaveCourseRequest } from '@shared/api/admin-courses';
import { ApiRequestError } from '@web/lib/api-client';
import { callEndpoint, endpointKey } from '@web/lib/endpoint-client';
import { sessionQueryKey, userQueryKey } from '@web/lib/use-session';

export const fetchAdminCourses = () => callEndpoint('GET /api/admin/courses');
export const fetchSlugAvailability = (slug: string) => callEndpoint('GET /api/admin/course-slugs', { query: { slug } });
export const createCourse = (body: CreateCourseRequest) => callEndpoint('POST /api/admin/courses', { body });
export const fetchEditableCourse = (slug: string) => callEndpoint('GET /api/admin/courses/:slug', { params: { slug } });
export const saveCourse = (slug: string, body: SaveCourseRequest) => callEndpoint('PUT /api/admin/courses/:slug', { params: { slug }, body });
export const deleteCourse = (slug: string) => callEndpoint('DELETE /api/admin/courses/:slug', { params: { slug } });
export const fetchCourseVersions = (slug: string) => callEndpoint('GET /api/admin/courses/:slug/versions', { params: { slug } });
export const restoreCourseVersion = (slug: string, versionId: string, body: RestoreCourseVersionRequest) =>
  callEndpoint('POST /api/admin/courses/:slug/versions/:versionId/restore', { params: { slug, versionId }, body });

/** A 401 or 403 means the session or role changed since the page opened: the admin guard decides again. */
function useRecheckAccessOn(error: Error | null): void {
  const queryClient = useQueryClient();
  const denied = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (denied) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [denied, queryClient]);
}

/** An admin's data is cached under their id too, so another account in the same tab never sees it. */
export const adminCoursesKey = (adminId: string) => [...userQueryKey(adminId), ...endpointKey('GET /api/admin/courses')];
export const editableCourseKey = (adminId: string, slug: string) => [...userQueryKey(adminId), ...endpointKey('GET /api/admin/courses/:slug', { params: { slug } })];
export const courseVersionsKey = (adminId: string, slug: string) => [
  ...userQueryKey(adminId),
  ...endpointKey('GET /api/admin/courses/:slug/versions', { params: { slug } }),
];

export function useAdminCourses(adminId: string) {
  const query = useQuery({ queryKey: adminCoursesKey(adminId), queryFn: fetchAdminCourses, staleTime: 0 });
  useRecheckAccessOn(query.error);
  return query;
}

/** The course as saved; the editor keeps its own copy, so this is not refetched behind its back. */
export function useEditableCourse(adminId: string, slug: string) {
  const query = useQuery({
    queryKey: editableCourseKey(adminId, slug),
    queryFn: () => fetchEditableCourse(slug),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 3,
    select: (data) => data.course,
  });
  useRecheckAccessOn(query.error);
  return query;
}

export function useCourseVersions(adminId: string, slug: string, enabled: boolean) {
  return useQuery({ queryKey: courseVersionsKey(adminId, slug), queryFn: () => fetchCourseVersions(slug), enabled, staleTime: 0, select: (data) => data.versions });
}

export function useDeleteCourse(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCoursesKey(adminId) }),
  });
}
