import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { MediaService } from './media.service';
import { serveStoredFile } from './serve-stored-file';

const fileParams = z.object({ name: z.string().min(1).max(600) });

/**
 * Uploaded files, each to the people who may open it (`MediaService.openVideo` /
 * `openResource`): lesson videos at /media/videos/<name>, lesson resources at
 * /media/resources/<id>.<ext>. Visitors get 401. Thumbnails and public images are static
 * files of the site module and stay public.
 */
export function mediaRoutes({ viewers, storage, database, log }: AppContext) {
  const media = new MediaService(database.db, storage, log);
  return async function register(app: FastifyInstance): Promise<void> {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/media/videos/:name', { schema: { params: fileParams } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      return serveStoredFile(request, reply, storage, await media.openVideo(viewer, request.params.name));
    });

    routes.get('/media/resources/:name', { schema: { params: fileParams } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      return serveStoredFile(request, reply, storage, await media.openResource(viewer, request.params.name));
    });
  };
}
