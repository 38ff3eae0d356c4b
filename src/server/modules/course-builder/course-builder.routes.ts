import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCourseSlugParamsSchema,
  courseVersionParamsSchema,
  createCourseRequestSchema,
  deleteCourseResponseSchema,
  editableCourseResponseSchema,
  listAdminCoursesResponseSchema,
  listCourseVersionsResponseSchema,
  restoreCourseVersionRequestSchema,
  saveCourseRequestSchema,
  slugAvailabilityQuerySchema,
  slugAvailabilityResponseSchema,
} from '../../../shared/api/admin-courses';
import type { AppContext } from '../../app-context';
import type { AdminRoutes } from '../admin/admin-api';
import { CourseBuilderService } from './course-builder.service';

/**
 * A save carries the whole curriculum (lesson bodies up to 200,000 characters each), and an
 * oversized field must get the schema's message (400), not the server-wide 1 MB limit's 413.
 */
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

/** The course builder, inside the admin API (the seam has checked the admin role already). */
export function courseBuilderRoutes({ database, catalogChanges, viewers }: AppContext): AdminRoutes {
  const builder = new CourseBuilderService(database.db, catalogChanges);
  return async function register(admin: FastifyInstance): Promise<void> {
    const routes = admin.withTypeProvider<ZodTypeProvider>();

    routes.get('/courses', { schema: { response: { 200: listAdminCoursesResponseSchema } } }, async () => builder.list());

    routes.get(
      '/course-slugs',
      { schema: { querystring: slugAvailabilityQuerySchema, response: { 200: slugAvailabilityResponseSchema } } },
      async (request) => builder.slugAvailability(request.query.slug),
    );

    routes.post(
      '/courses',
      { schema: { body: createCourseRequestSchema, response: { 201: editableCourseResponseSchema } } },
      async (request, reply) => {
        const viewer = await viewers.requireAdmin(request);
        return reply.code(201).send(await builder.create(viewer, request.body));
      },
    );

    routes.get(
      '/courses/:slug',
      { schema: { params: adminCourseSlugParamsSchema, response: { 200: editableCourseResponseSchema } } },
      async (request) => builder.get(request.params.slug),
    );

    routes.put(
      '/courses/:slug',
      { bodyLimit: SAVE_BODY_LIMIT, schema: { params: adminCourseSlugParamsSchema, body: saveCourseRequestSchema, response: { 200: editableCourseResponseSchema } } },
      async (request) => builder.save(await viewers.requireAdmin(request), request.params.slug, request.body),
    );

    routes.delete(
      '/courses/:slug',
      { schema: { params: adminCourseSlugParamsSchema, response: { 200: deleteCourseResponseSchema } } },
      async (request) => builder.delete(request.params.slug),
    );

    routes.get(
      '/courses/:slug/versions',
      { schema: { params: adminCourseSlugParamsSchema, response: { 200: listCourseVersionsResponseSchema } } },
      async (request) => builder.versions(request.params.slug),
    );

    routes.post(
      '/courses/:slug/versions/:versionId/restore',
      { schema: { params: courseVersionParamsSchema, body: restoreCourseVersionRequestSchema, response: { 200: editableCourseResponseSchema } } },
      async (request) => builder.restore(await viewers.requireAdmin(request), request.params.slug, request.params.versionId, request.body),
    );
  };
}
