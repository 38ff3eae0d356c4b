import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseSlugSchema } from '../../../shared/api/catalog';
import { enrollResponseSchema } from '../../../shared/api/learning';
import type { AppContext } from '../../app-context';
import { enroll } from './enrollment.service';

/** Enrolment: the route checks the session; the service checks the plan and the course. */
export function enrollmentRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/courses/:slug/enrollment',
      { schema: { params: z.object({ slug: courseSlugSchema }), response: { 200: enrollResponseSchema, 201: enrollResponseSchema } } },
      async (request, reply) => {
        const viewer = await viewers.requireUser(request);
        const result = await enroll(db, viewer, request.params.slug);
        return reply.code(result.alreadyEnrolled ? 200 : 201).send(result);
      },
    );
  };
}
