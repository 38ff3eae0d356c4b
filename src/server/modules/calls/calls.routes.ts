import type { FastifyInstance } from 'fastify';
import { bookCall, cancelCall, getCallAvailability, getMyCall, listAdminCalls, markCallOutcome, rescheduleCall, saveCallAvailability } from '../../../shared/api/calls';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { CallsService } from './calls.service';

/** How often due reminders (calls starting within 24 hours) are looked for. */
const REMINDER_INTERVAL_MS = 10 * 60_000;

function callsService({ database, config }: AppContext): CallsService {
  return new CallsService(database.db, { supportEmail: config.mail.supportEmail, publicUrl: config.publicUrl });
}

/** The Elite member's strategy call (the server checks the plan on each request), and the reminders' timer. */
export function callsRoutes(context: AppContext) {
  const { viewers } = context;
  const calls = callsService(context);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, getMyCall, async (_input, request) => calls.mine(await viewers.requireUser(request)));
    registerEndpoint(app, bookCall, async ({ body }, request, reply) => reply.code(201).send(await calls.book(await viewers.requireUser(request), body)));
    registerEndpoint(app, rescheduleCall, async ({ body }, request) => calls.reschedule(await viewers.requireUser(request), body));
    registerEndpoint(app, cancelCall, async (_input, request) => calls.cancel(await viewers.requireUser(request)));

    const reminders = setInterval(() => {
      calls.sendDueReminders().catch((error: unknown) => app.log.error({ err: error }, 'calls: sending reminders failed; will try again at the next run'));
    }, REMINDER_INTERVAL_MS);
    reminders.unref();
    app.addHook('onClose', async () => clearInterval(reminders));
  };
}

/** /admin/calls: the owner's availability, the calls, and their outcome (the seam checks the admin role). */
export function adminCallsRoutes(context: AppContext): AdminRoutes {
  const calls = callsService(context);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, getCallAvailability, async () => calls.availability());
    registerEndpoint(admin, saveCallAvailability, async ({ body }, request) => calls.saveAvailability(await context.viewers.requireAdmin(request), body));
    registerEndpoint(admin, listAdminCalls, async ({ query }) => calls.listForAdmin(query.view));
    registerEndpoint(admin, markCallOutcome, async ({ params, body }, request) => calls.markOutcome(await context.viewers.requireAdmin(request), params.id, body.outcome));
  };
}
