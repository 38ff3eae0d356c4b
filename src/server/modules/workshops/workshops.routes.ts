import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '../../../shared/api/workshops';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { serveStoredFile } from '../media/serve-stored-file';
import { WorkshopsService } from './workshops.service';

/** How often due reminders (workshops starting within 24 hours) are looked for. */
const REMINDER_INTERVAL_MS = 10 * 60_000;

function workshopsService({ database, config }: AppContext): WorkshopsService {
  return new WorkshopsService(database.db, { supportEmail: config.mail.supportEmail, publicUrl: config.publicUrl });
}

/** Elite members' workshops and their recordings (the server checks the plan on each request), and the reminders' timer. */
export function workshopsRoutes(context: AppContext) {
  const { viewers, storage } = context;
  const workshops = workshopsService(context);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.listMyWorkshops, async (_input, request) => workshops.mine(await viewers.requireUser(request)));
    registerEndpoint(app, api.getWorkshop, async ({ params }, request) => workshops.one(await viewers.requireUser(request), params.id));
    registerEndpoint(app, api.registerForWorkshop, async ({ params }, request, reply) => {
      const { workshop, created } = await workshops.register(await viewers.requireUser(request), params.id);
      return reply.code(created ? 201 : 200).send({ workshop });
    });
    registerEndpoint(app, api.cancelWorkshopRegistration, async ({ params }, request) => workshops.cancelRegistration(await viewers.requireUser(request), params.id));

    app.withTypeProvider<ZodTypeProvider>().get('/media/workshops/:id/recording', { schema: { params: z.object({ id: z.uuid('Workshop not found.') }) } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      return serveStoredFile(request, reply, storage, await workshops.openRecording(viewer, request.params.id));
    });

    const reminders = setInterval(() => {
      workshops.sendDueReminders().catch((error: unknown) => app.log.error({ err: error }, 'workshops: sending reminders failed; will try again at the next run'));
    }, REMINDER_INTERVAL_MS);
    reminders.unref();
    app.addHook('onClose', async () => clearInterval(reminders));
  };
}

/** /admin/workshops: scheduling, cancelling, the recording and attendance (the seam checks the admin role). */
export function adminWorkshopsRoutes(context: AppContext): AdminRoutes {
  const workshops = workshopsService(context);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, api.listAdminWorkshops, async ({ query }) => workshops.listForAdmin(query.view));
    registerEndpoint(admin, api.createWorkshop, async ({ body }, _request, reply) => reply.code(201).send(await workshops.create(body)));
    registerEndpoint(admin, api.updateWorkshop, async ({ params, body }) => workshops.update(params.id, body));
    registerEndpoint(admin, api.cancelWorkshop, async ({ params }) => workshops.cancel(params.id));
    registerEndpoint(admin, api.attachWorkshopRecording, async ({ params, body }) => workshops.attachRecording(params.id, body.videoName));
    registerEndpoint(admin, api.listWorkshopRegistrants, async ({ params }) => workshops.registrants(params.id));
    registerEndpoint(admin, api.markWorkshopAttendance, async ({ params, body }) => workshops.markAttendance(params.id, params.registrationId, body.attendance));
  };
}
