import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseSlugSchema } from '../../../shared/api/catalog';
import { DiskStorage } from '../../adapters/storage/disk-storage';
import type { AppContext } from '../../app-context';
import { contentResourcesRoot } from '../../content/resources/resource-files';
import { contentCoursesRoot } from '../../paths';
import { CourseImages } from './course-images.service';
import { MediaService } from './media.service';
import { serveStoredFile } from './serve-stored-file';

const fileParams = z.object({ name: z.string().min(1).max(600) });
const contentFileParams = z.object({ courseSlug: courseSlugSchema, name: z.string().min(1).max(200) });

/**
 * Uploaded files, each to the people who may open it (`MediaService.openVideo` /
 * `openResource`): lesson videos at /media/videos/<name>, lesson resources at
 * /media/resources/<id>.<ext>, course images at /media/images/<id>.webp (a published course's
 * thumbnail and its preview lesson's pictures for anyone), the content's own figures (content/courses/<slug>/figures/,
 * by the same rule) at /media/images/<course-slug>/<name>.svg, and the content's own resources (content/resources/, committed
 * with the courses) at /media/resources/<course-slug>/<file>. Visitors get 401. Thumbnails and public images are static
 * files of the site module and stay public.
 */
export function mediaRoutes({ viewers, storage, database, log }: AppContext) {
  const media = new MediaService(database.db, storage, log);
  const images = new CourseImages(database.db, storage);
  // Resources that ship with the course content are files of the release, the same on every
  // instance: read where they are committed, whatever holds the uploads.
  const contentResources = new DiskStorage(contentResourcesRoot);
  const contentFigures = new DiskStorage(contentCoursesRoot);
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

    routes.get('/media/images/:name', { schema: { params: fileParams } }, async (request, reply) => {
      const viewer = await viewers.resolve(request);
      return serveStoredFile(request, reply, storage, await images.open(viewer, request.params.name));
    });

    routes.get('/media/images/:courseSlug/:name', { schema: { params: contentFileParams } }, async (request, reply) => {
      const viewer = await viewers.resolve(request);
      const { courseSlug, name } = request.params;
      return serveStoredFile(request, reply, contentFigures, await images.openFigure(viewer, courseSlug, name));
    });

    routes.get('/media/resources/:courseSlug/:name', { schema: { params: contentFileParams } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      const { courseSlug, name } = request.params;
      return serveStoredFile(request, reply, contentResources, await media.openContentResource(viewer, courseSlug, name));
    });
  };
}
