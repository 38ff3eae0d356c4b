import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/community';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { CommunityService } from './community.service';

/** The community for members: spaces, posts, threads, reactions, reports and lesson discussions. */
export function communityRoutes({ viewers, database, rateLimiter }: AppContext) {
  const community = new CommunityService(database.db, rateLimiter);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, api.listSpaces, async (_input, request) => community.listSpaces(await viewers.requireUser(request)));

    registerEndpoint(app, api.listSpacePosts, async ({ params, query }, request) =>
      community.listSpacePosts(await viewers.requireUser(request), params.space, query.view, query.page),
    );

    registerEndpoint(app, api.createSpacePost, async ({ params, body }, request, reply) =>
      reply.code(201).send({ post: await community.createSpacePost(await viewers.requireUser(request), params.space, body) }),
    );

    registerEndpoint(app, api.getPost, async ({ params }, request) => community.getPost(await viewers.requireUser(request), params.id));

    registerEndpoint(app, api.editPost, async ({ params, body }, request) => ({ post: await community.editPost(await viewers.requireUser(request), params.id, body) }));

    registerEndpoint(app, api.deletePost, async ({ params }, request) => {
      await community.deleteOwnPost(await viewers.requireUser(request), params.id);
      return { deleted: true as const };
    });

    registerEndpoint(app, api.replyToPost, async ({ params, body }, request, reply) =>
      reply.code(201).send({ reply: await community.reply(await viewers.requireUser(request), params.id, body.body) }),
    );

    registerEndpoint(app, api.markAnswered, async ({ params, body }, request) => ({
      post: await community.markAnswered(await viewers.requireUser(request), params.id, body.answered),
    }));

    registerEndpoint(app, api.setReaction, async ({ params, body }, request) => ({
      post: await community.setReaction(await viewers.requireUser(request), params.id, params.reaction, body.on),
    }));

    registerEndpoint(app, api.reportPost, async ({ params, body }, request, reply) => {
      await community.report(await viewers.requireUser(request), params.id, body.reason);
      return reply.code(201).send({ reported: true });
    });

    registerEndpoint(app, api.listLessonDiscussion, async ({ params, query }, request) =>
      community.listLessonDiscussion(await viewers.requireUser(request), params.slug, params.lessonId, query.page),
    );

    registerEndpoint(app, api.askInLesson, async ({ params, body }, request, reply) =>
      reply.code(201).send({ post: await community.askInLesson(await viewers.requireUser(request), params.slug, params.lessonId, body) }),
    );
  };
}
