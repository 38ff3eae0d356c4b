import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/community';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { CommunityService } from './community.service';

/** Moderation and the instructor's queue, inside the admin API (the seam answers 401/403). */
export function adminCommunityRoutes({ viewers, database, rateLimiter }: AppContext): AdminRoutes {
  const community = new CommunityService(database.db, rateLimiter);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, api.listReportedPosts, async (_input, request) => ({ posts: await community.listReported(await viewers.requireAdmin(request)) }));

    registerEndpoint(admin, api.listWaitingQuestions, async (_input, request) => ({
      questions: await community.listWaitingQuestions(await viewers.requireAdmin(request)),
    }));

    registerEndpoint(admin, api.moderatePost, async ({ params, body }, request) => ({
      post: await community.moderate(await viewers.requireAdmin(request), params.id, body.action),
    }));

    registerEndpoint(admin, api.removePost, async ({ params }, request) => {
      await community.remove(await viewers.requireAdmin(request), params.id);
      return { deleted: true as const };
    });

    registerEndpoint(admin, api.suspendMember, async ({ body }, request, reply) =>
      reply.code(201).send({ suspension: await community.suspendAuthorOf(await viewers.requireAdmin(request), body.postId, body.days, body.reason) }),
    );
  };
}
