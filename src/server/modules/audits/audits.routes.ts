import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_AUDIT_FILE_BYTES, MAX_AUDIT_FILES } from '../../../shared/audits';
import { getAdminAudit, getMyAudits, listAdminAudits, setAuditStatus, submitAuditIntake, uploadAuditReport } from '../../../shared/api/audits';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { serveStoredFile } from '../media/serve-stored-file';
import type { UploadPart } from './audit-uploads';
import { AuditsService } from './audits.service';

function auditsService({ database, storage, config }: AppContext): AuditsService {
  return new AuditsService(database.db, storage, { supportEmail: config.mail.supportEmail, publicUrl: config.publicUrl });
}

async function* partsOf(request: FastifyRequest): AsyncIterable<UploadPart> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { type: 'file', name: part.fieldname, fileName: part.filename, stream: part.file };
    else yield { type: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : String(part.value) };
  }
}

const reportParams = z.object({ id: z.uuid('Audit not found.') });
const fileParams = z.object({ id: z.uuid('Audit not found.'), fileId: z.uuid('File not found.') });

/** The learner's audit: the intake (the server checks the entitlement on each request) and the report's download. */
export function auditsRoutes(context: AppContext) {
  const { viewers, storage } = context;
  const audits = auditsService(context);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, getMyAudits, async (_input, request) => audits.mine(await viewers.requireUser(request)));
    await app.register(async (intake) => {
      // One more file than allowed, so the sixth gets the service's message rather than the parser's.
      await intake.register(multipart, { limits: { fileSize: MAX_AUDIT_FILE_BYTES, files: MAX_AUDIT_FILES + 1, fields: 10, fieldSize: 20_000, parts: 20 } });
      registerEndpoint(intake, submitAuditIntake, async (_input, request, reply) => {
        const viewer = await viewers.requireUser(request);
        return reply.code(201).send(await audits.submitIntake(viewer, partsOf(request)));
      });
    });

    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/media/audits/:id/report', { schema: { params: reportParams } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      return serveStoredFile(request, reply, storage, await audits.openReport(viewer, request.params.id));
    });
    routes.get('/media/audits/:id/files/:fileId', { schema: { params: fileParams } }, async (request, reply) => {
      await viewers.requireAdmin(request);
      return serveStoredFile(request, reply, storage, await audits.openIntakeFile(request.params.id, request.params.fileId));
    });
  };
}

/** /admin/audits: the list, one audit, its state and its report (the seam checks the admin role). */
export function adminAuditsRoutes(context: AppContext): AdminRoutes {
  const audits = auditsService(context);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, listAdminAudits, async ({ query }) => audits.listForAdmin(query));
    registerEndpoint(admin, getAdminAudit, async ({ params }) => audits.detail(params.id));
    registerEndpoint(admin, setAuditStatus, async ({ params, body }) => audits.setStatus(params.id, body.status));
    await admin.register(async (reports) => {
      await reports.register(multipart, { limits: { fileSize: MAX_AUDIT_FILE_BYTES, files: 1, fields: 0, parts: 1 } });
      registerEndpoint(reports, uploadAuditReport, async ({ params }, request, reply) => reply.code(201).send(await audits.uploadReport(params.id, partsOf(request))));
    });
  };
}
