import type { FastifyInstance } from 'fastify';
import { enrollInCourse, listEarlyAccessCourses } from '../../../shared/api/learning';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { earlyAccessCourses, enroll } from './enrollment.service';

/** Enrolment: the route checks the session; the service checks the plan and the course. */
export function enrollmentRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, enrollInCourse, async ({ params }, request, reply) => {
      const viewer = await viewers.requireUser(request);
      const result = await enroll(db, viewer, params.slug);
      return reply.code(result.alreadyEnrolled ? 200 : 201).send(result);
    });
    registerEndpoint(app, listEarlyAccessCourses, async (_input, request) => earlyAccessCourses(db, await viewers.requireUser(request)));
  };
}
