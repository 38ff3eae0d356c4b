import type { FastifyInstance } from 'fastify';
import {
  checkCourseSlug,
  createAdminCourse,
  deleteAdminCourse,
  getAdminCourse,
  listAdminCourses,
  listCourseVersions,
  restoreCourseVersion,
  saveAdminCourse,
} from '../../../shared/api/admin-courses';
import type { AppContext } from '../../app-context';
import { type AdminRoutes } from '../admin/admin-api';
import { registerEndpoint } from '../../http/endpoint-route';
import { CourseBuilderService } from './course-builder.service';

/**
 * A save carries the whole curriculum (lesson bodies up to 200,000 characters each), and an
 * oversized field must get the schema's message (400), not the server-wide 1 MB limit's 413.
 */
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

/** The course builder, inside the admin API (the seam has checked the admin role already). */
export function courseBuilderRoutes({ database, changes, viewers }: AppContext): AdminRoutes {
  const builder = new CourseBuilderService(database.db, changes);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, listAdminCourses, async ({ query }) => builder.list(query));
    registerEndpoint(admin, checkCourseSlug, async ({ query }) => builder.slugAvailability(query.slug));
    registerEndpoint(admin, createAdminCourse, async ({ body }, request, reply) =>
      reply.code(201).send(await builder.create(await viewers.requireAdmin(request), body)),
    );
    registerEndpoint(admin, getAdminCourse, async ({ params }) => builder.get(params.slug));
    registerEndpoint(admin, saveAdminCourse, async ({ params, body }, request) => builder.save(await viewers.requireAdmin(request), params.slug, body), {
      bodyLimit: SAVE_BODY_LIMIT,
    });
    registerEndpoint(admin, deleteAdminCourse, async ({ params }, request) => builder.delete(await viewers.requireAdmin(request), params.slug));
    registerEndpoint(admin, listCourseVersions, async ({ params }) => builder.versions(params.slug));
    registerEndpoint(admin, restoreCourseVersion, async ({ params, body }, request) =>
      builder.restore(await viewers.requireAdmin(request), params.slug, params.versionId, body),
    );
  };
}
