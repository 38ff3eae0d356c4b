import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateResponseSchema } from '../../../shared/api/learning';
import type { AppContext } from '../../app-context';
import { getOwnCertificate, verifyCertificate } from './certificates.service';

export function certificatesRoutes({ viewers, database }: AppContext) {
  const { db } = database;
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    /** The signed-in learner's own certificate for a course (the certificate page). */
    routes.get(
      '/api/certificates/:courseId',
      { schema: { params: z.object({ courseId: z.uuid('That is not a course id') }), response: { 200: certificateResponseSchema } } },
      async (request) => {
        const viewer = await viewers.requireUser(request);
        return getOwnCertificate(db, viewer, request.params.courseId);
      },
    );

    /** Public: anyone holding a certificate ID can confirm name, course and date (design.md §5). */
    routes.get(
      '/api/verify/:certificateId',
      { schema: { params: z.object({ certificateId: z.string().max(32) }), response: { 200: certificateResponseSchema } } },
      async (request) => verifyCertificate(db, request.params.certificateId),
    );
  };
}
