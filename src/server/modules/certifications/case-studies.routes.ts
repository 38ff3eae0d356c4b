import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '../../../shared/api/case-studies';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/case-studies';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { serveStoredFile } from '../media/serve-stored-file';
import { CaseStudiesService } from './case-studies.service';

const attachmentParams = z.object({ attachmentId: z.uuid('File not found') });

function caseStudiesService({ database, storage, config }: AppContext): CaseStudiesService {
  return new CaseStudiesService(database.db, storage, { publicUrl: config.publicUrl });
}

/** The learner's case studies and their attachments (Elite only to write; each learner sees only their own). */
export function caseStudiesRoutes(context: AppContext) {
  const { viewers, storage } = context;
  const caseStudies = caseStudiesService(context);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.listMyCaseStudies, async (_input, request) => caseStudies.mine(await viewers.requireUser(request)));
    registerEndpoint(app, api.createCaseStudy, async ({ body }, request, reply) => reply.code(201).send(await caseStudies.create(await viewers.requireUser(request), body)));
    registerEndpoint(app, api.updateCaseStudy, async ({ params, body }, request) => caseStudies.update(await viewers.requireUser(request), params.caseStudyId, body, new Date()));
    registerEndpoint(app, api.submitCaseStudy, async ({ params }, request) => caseStudies.submit(await viewers.requireUser(request), params.caseStudyId, new Date()));
    registerEndpoint(app, api.removeCaseStudyAttachment, async ({ params }, request) =>
      caseStudies.removeAttachment(await viewers.requireUser(request), params.caseStudyId, params.attachmentId),
    );

    await app.register(async (uploads) => {
      await uploads.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 1 } });
      registerEndpoint(uploads, api.attachToCaseStudy, async ({ params }, request, reply) => {
        const viewer = await viewers.requireUser(request);
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the attachment as multipart/form-data with one file');
        const part = await request.file();
        const file = part ? { fileName: part.filename, stream: part.file } : undefined;
        return reply.code(201).send(await caseStudies.attach(viewer, params.caseStudyId, file));
      });
    });

    app.withTypeProvider<ZodTypeProvider>().get('/media/case-studies/:attachmentId', { schema: { params: attachmentParams } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      return serveStoredFile(request, reply, storage, await caseStudies.openAttachment(viewer, request.params.attachmentId));
    });
  };
}

/** /admin/reviews: the review board's queue, one case study, and its decision (the seam checks the admin role). */
export function adminReviewsRoutes(context: AppContext): AdminRoutes {
  const { viewers } = context;
  const caseStudies = caseStudiesService(context);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, api.listReviews, async ({ query }) => caseStudies.queue(query));
    registerEndpoint(admin, api.getReview, async ({ params }) => caseStudies.detail(params.caseStudyId));
    registerEndpoint(admin, api.decideReview, async ({ params, body }, request) =>
      caseStudies.decide(await viewers.requireAdmin(request), params.caseStudyId, body, new Date()),
    );
  };
}
