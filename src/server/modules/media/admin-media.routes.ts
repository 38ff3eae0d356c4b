import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteVideo, listVideos, uploadCourseImage, uploadResource } from '../../../shared/api/media';
import { MAX_IMAGE_BYTES } from '../../../shared/media-files';
import { type AdminRoutes } from '../admin/admin-api';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { CourseImages, type ImageFilePart } from './course-images.service';
import { MAX_RESOURCE_BYTES, MediaService, type ResourcePart } from './media.service';
import { uploadLockerFor } from './upload-locker';
import { VideoUploads } from './video-upload.service';

/** How often abandoned uploads are looked for (each is removed a day after it started). */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Sends a web Response (tus's answer) through Fastify, so the app's headers and hooks still apply. */
async function sendResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  const body = await response.text();
  return reply.send(body === '' ? undefined : body);
}

/**
 * The video library, resumable video uploads (tus) and lesson resource uploads, inside the
 * admin API (the seam has checked the admin role before any of these runs).
 */
export function adminMediaRoutes({ database, storage, log, viewers }: AppContext): AdminRoutes {
  const media = new MediaService(database.db, storage, log);
  const locker = uploadLockerFor(database, log);
  const uploads = new VideoUploads(database.db, storage, log, locker);
  const images = new CourseImages(database.db, storage);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, listVideos, async () => media.listVideos());
    registerEndpoint(admin, deleteVideo, async ({ params, query }, request) =>
      media.deleteVideo(await viewers.requireAdmin(request), params.name, query.confirm === 'true'),
    );

    // tus: the upload's bytes stream through untouched, so no body parser may read them.
    await admin.register(async (tus) => {
      tus.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const { id } = request.params as { id?: string };
        // The seam has checked the role; this reads the same viewer again, for whose uploads these are.
        const admin = await viewers.requireAdmin(request);
        return sendResponse(reply, await uploads.handle(request.raw, request.method, request.url, id, admin.id));
      };
      tus.route({ method: 'POST', url: '/uploads/videos', handler });
      tus.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/uploads/videos/:id', handler });
    });

    await admin.register(async (resources) => {
      await resources.register(multipart, { limits: { fileSize: MAX_RESOURCE_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
      registerEndpoint(resources, uploadResource, async ({ params }, request, reply) => {
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the resource as multipart/form-data with title, description and file');
        return reply.code(201).send(await media.uploadResource(params.slug, resourcePartsOf(request)));
      });
    });

    await admin.register(async (imageUploads) => {
      await imageUploads.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } });
      registerEndpoint(imageUploads, uploadCourseImage, async ({ params, query }, request, reply) => {
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data with one file');
        return reply.code(201).send(await images.upload(params.slug, query.kind, await imageFileOf(request)));
      });
    });

    const cleanup = setInterval(() => {
      uploads.cleanAbandoned().catch((error: unknown) => admin.log.error({ err: error }, 'cleaning abandoned uploads failed'));
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();
    admin.addHook('onClose', async () => {
      clearInterval(cleanup);
      await locker?.close();
    });
  };
}

async function* resourcePartsOf(request: FastifyRequest): AsyncIterable<ResourcePart> {
  for await (const part of request.parts()) {
    if (part.type === 'file') yield { type: 'file', name: part.fieldname, fileName: part.filename, stream: part.file };
    else yield { type: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : String(part.value) };
  }
}

/** The one file of an image upload (the multipart limits allow no other part). */
async function imageFileOf(request: FastifyRequest): Promise<ImageFilePart | undefined> {
  const part = await request.file();
  return part ? { stream: part.file } : undefined;
}
