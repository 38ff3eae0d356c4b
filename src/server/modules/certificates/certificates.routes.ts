import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateResponseSchema } from '../../../shared/api/learning';
import { isCertificateId } from '../../../shared/certificate-id';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { findCertificateWithNames } from '../learning/learning.data';

type CertificateWithNames = NonNullable<Awaited<ReturnType<typeof findCertificateWithNames>>>;

function present(row: CertificateWithNames) {
  const learnerName = `${row.firstName} ${row.lastName}`.trim() || 'Student';
  return {
    certificate: {
      certificateId: row.certificateId,
      issuedAt: row.issuedAt.toISOString(),
      learnerName,
      courseTitle: row.courseTitle,
      courseSlug: row.courseSlug,
    },
  };
}

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
        const row = await findCertificateWithNames(db, { userId: viewer.id, courseId: request.params.courseId });
        if (!row) throw notFound('You have no certificate for this course yet');
        return present(row);
      },
    );

    /** Public: anyone holding a certificate ID can confirm name, course and date (design.md §5). */
    routes.get(
      '/api/verify/:certificateId',
      { schema: { params: z.object({ certificateId: z.string().max(32) }), response: { 200: certificateResponseSchema } } },
      async (request) => {
        const certificateId = request.params.certificateId.toUpperCase();
        const row = isCertificateId(certificateId) ? await findCertificateWithNames(db, { certificateId }) : undefined;
        if (!row) throw notFound('No certificate has this ID');
        return present(row);
      },
    );
  };
}
