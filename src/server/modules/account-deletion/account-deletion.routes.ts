import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteLearnerAccount, deleteMyAccount, downloadMyData, exportLearnerData } from '../../../shared/api/account-data';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { AccountDeletionService } from './account-deletion.service';

function service({ database, payments, storage, rateLimiter, log, config }: AppContext): AccountDeletionService {
  return new AccountDeletionService({ db: database.db, payments, storage, rateLimiter, log, publicUrl: config.publicUrl });
}

function asDownload(reply: FastifyReply, fileName: string): void {
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
}

/** Ends Better Auth's cookies in the browser: the session row they name is gone with the account. */
function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const names = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => /^(__Secure-)?better-auth\./.test(name));
  if (names.length === 0) return;
  reply.header(
    'set-cookie',
    names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`),
  );
}

/** The signed-in learner's own data and account (/profile): no learner ID is ever taken from the request. */
export function accountDeletionRoutes(context: AppContext) {
  const accounts = service(context);
  const { viewers } = context;
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, downloadMyData, async (_input, request, reply) => {
      const viewer = await viewers.requireUser(request);
      const data = await accounts.exportData(viewer.id);
      asDownload(reply, `my-data-${data.exportedAt.slice(0, 10)}.json`);
      return data;
    });
    registerEndpoint(app, deleteMyAccount, async ({ body }, request, reply) => {
      const viewer = await viewers.requireUser(request);
      await accounts.deleteOwn(viewer, body.password);
      clearSessionCookies(request, reply);
      return { deleted: true as const };
    });
  };
}

/** The same on a learner's request, from /admin/learners/:id, inside the admin seam; each is kept in the audit log. */
export function adminAccountDeletionRoutes(context: AppContext): AdminRoutes {
  const accounts = service(context);
  const { viewers } = context;
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, exportLearnerData, async ({ params, body }, request, reply) => {
      const data = await accounts.exportForAdmin(await viewers.requireAdmin(request), params.id, body.reason);
      asDownload(reply, `learner-data-${data.exportedAt.slice(0, 10)}.json`);
      return data;
    });
    registerEndpoint(admin, deleteLearnerAccount, async ({ params, body }, request) => {
      const message = await accounts.deleteForAdmin(await viewers.requireAdmin(request), params.id, body.reason);
      return { deleted: true as const, message };
    });
  };
}
