import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCourseRequest,
  EditableCourseResponse,
  ListAdminCoursesResponse,
  ListCourseVersionsResponse,
  RestoreCourseVersionRequest,
  SaveCourseRequest,
  SlugAvailabilityResponse,
} from '@shared/api/admin-courses';
import { apiRequest, ApiRequestError } from '@web/lib/api-client';
import { sessionQueryKey, userQueryKey } from '@web/lib/use-session';

const coursePath = (slug: string) => `/api/admin/courses/${encodeURIComponent(slug)}`;

export const fetchAdminCourses = () => apiRequest<ListAdminCoursesResponse>('/api/admin/courses');
export const fetchSlugAvailability = (slug: string) => apiRequest<SlugAvailabilityResponse>(`/api/admin/course-slugs?${new URLSearchParams({ slug })}`);
export const createCourse = (request: CreateCourseRequest) =>
  apiRequest<EditableCourseResponse>('/api/admin/courses', { method: 'POST', body: JSON.stringify(request) });
export const fetchEditableCourse = (slug: string) => apiRequest<EditableCourseResponse>(coursePath(slug));
export const saveCourse = (slug: string, request: SaveCourseRequest) =>
  apiRequest<EditableCourseResponse>(coursePath(slug), { method: 'PUT', body: JSON.stringify(request) });
export const deleteCourse = (slug: string) => apiRequest<{ deleted: true }>(coursePath(slug), { method: 'DELETE' });
export const fetchCourseVersions = (slug: string) => apiRequest<ListCourseVersionsResponse>(`${coursePath(slug)}/versions`);
export const restoreCourseVersion = (slug: string, versionId: string, request: RestoreCourseVersionRequest) =>
  apiRequest<EditableCourseResponse>(`${coursePath(slug)}/versions/${encodeURIComponent(versionId)}/restore`, {
    method: 'POST',
    body: JSON.stringify(request),
  });

/** A 401 or 403 means the session or role changed since the page opened: the admin guard decides again. */
function useRecheckAccessOn(error: Error | null): void {
  const queryClient = useQueryClient();
  const denied = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (denied) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [denied, queryClient]);
}

export const adminCoursesKey = (adminId: string) => userQueryKey(adminId, 'admin-courses');
export const editableCourseKey = (adminId: string, slug: string) => userQueryKey(adminId, 'admin-course', slug);
export const courseVersionsKey = (adminId: string, slug: string) => userQueryKey(adminId, 'admin-course-versions', slug);

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
