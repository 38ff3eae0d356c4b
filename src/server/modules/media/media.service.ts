import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { headThenRest } from '../../http/checked-upload-stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DeleteVideoResponse, ListVideosResponse, UploadResourceResponse, VideoUse } from '../../../shared/api/media';
import type { FileUse } from '../../../shared/curriculum-files';
import { fileExtension, formatFileSize, isResourceFileName, RESOURCE_EXTENSIONS, type ResourceExtension } from '../../../shared/file-size';
import { resourceContentMatches, SIGNATURE_BYTES } from '../../../shared/file-signature';
import { parseResourceFileName, RESOURCE_URL_PREFIX, resourceFileFromUrl, resourceUrlOf, VIDEO_URL_PREFIX, videoNameFromUrl, videoNameProblem } from '../../../shared/media-files';
import { hasControlCharacters } from '../../../shared/api/text';
import { RESOURCE_UPLOAD_NOTICES } from '../../../shared/media-messages';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { withTransaction, type Database, type DbExecutor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { CONTROL_CHARACTERS_MESSAGE } from '../../http/request-text';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { recordAdminAction, type AuditActor } from '../audit/audit.service';
import { findCourseBySlug, findFileUses, type CourseRow } from '../catalog/catalog.service';
import { findCourseToOpen } from '../enrollment/enrollment.service';
import { deleteVideoRow, findReadyVideo, findReadyVideos } from './media.data';
import { presentVideo } from './media.presenter';

/** A video of the library, ready to serve (workshop recordings are chosen from it). */
export { findReadyVideo } from './media.data';

/** A lesson resource may be this large: documents and archives, not videos (decision 0020). */
export const MAX_RESOURCE_BYTES = 50 * 1024 * 1024;

const RESOURCE_CONTENT_TYPES: Record<ResourceExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
};

/** A stored file someone may open, and how to serve it. */
export interface FileToServe {
  storageKey: string;
  contentType: string;
  /** The name shown and saved by the browser. */
  fileName: string;
}

/** One part of a resource upload's multipart body. */
export type ResourcePart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; fileName: string; stream: Readable & { truncated?: boolean } };

const tooLargeResource = () => new AppError('PAYLOAD_TOO_LARGE', `Maximum file size is ${MAX_RESOURCE_BYTES / 1024 ** 2}MB`);

/** @fastify/multipart ends a file's stream, or the parts, with this error at the size limit. */
const isFileTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

const UNUSABLE_FILE = () => new AppError('FORBIDDEN', 'You do not have access to this file.');

/**
 * The video library and lesson resources: which lessons use a file, who may open it, and
 * resource uploads. Uploading videos is `VideoUploads`' job (video-upload.service.ts).
 */
export class MediaService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Spec §7: every stored video, newest first, with the lessons using each. */
  async listVideos(): Promise<ListVideosResponse> {
    const [rows, uses] = await Promise.all([findReadyVideos(this.db), findFileUses(this.db, VIDEO_URL_PREFIX)]);
    return { videos: rows.map((row) => presentVideo(row, videoUsesOf(uses, row.name))) };
  }

  /**
   * Deletes a video. One that lessons use is deleted only when `confirmed`; otherwise the
   * answer (409) names those lessons, so the admin is asked first. The lessons keep their
   * address and show no video until another is assigned.
   */
  async deleteVideo(admin: AuditActor, name: string, confirmed: boolean): Promise<DeleteVideoResponse> {
    const video = videoNameProblem(name) === null ? await findReadyVideo(this.db, name) : undefined;
    if (!video) throw notFound('Video not found');
    const usedBy = videoUsesOf(await findFileUses(this.db, VIDEO_URL_PREFIX), name);
    if (usedBy.length > 0 && !confirmed) {
      const lessons = usedBy.map((use) => `${use.lessonTitle} (${use.courseSlug})`).join(', ');
      throw new AppError('CONFLICT', `${name} is used by ${usedBy.length === 1 ? 'the lesson' : `${usedBy.length} lessons`} ${lessons}. Delete it anyway?`);
    }
    // The row goes first: once it is gone the name is free and nothing serves the file, so a
    // file left behind by a failed removal is only an orphan, never served or overwritten.
    await withTransaction(this.db, async (tx) => {
      await deleteVideoRow(tx, video.id);
      await recordAdminAction(tx, {
        admin,
        action: 'video.deleted',
        target: { type: 'video', id: name },
        before: { name, size: video.size, usedBy: usedBy.map((use) => `${use.courseSlug}/${use.lessonTitle}`) },
      });
    });
    try {
      await this.storage.removeUpload(video.storageKey);
    } catch (error) {
      this.log.warn({ err: error, key: video.storageKey }, 'could not remove a deleted video file; it is no longer served');
    }
    return { deleted: name };
  }

  /** A video for a viewer who may open it. */
  async openVideo(viewer: Viewer, name: string): Promise<FileToServe> {
    if (videoNameProblem(name) !== null) throw mayActAsAdmin(viewer) ? notFound('File not found') : UNUSABLE_FILE();
    const courses = await this.coursesUsing(VIDEO_URL_PREFIX, (use) => use.kind === 'video' && videoNameFromUrl(use.url) === name);
    await assertMayOpenFile(this.db, viewer, courses.map(({ course }) => course));
    const video = await findReadyVideo(this.db, name);
    if (!video) throw notFound('File not found');
    return { storageKey: video.storageKey, contentType: video.contentType, fileName: video.name };
  }

  /** A lesson resource for a viewer who may open it, named after its title. */
  async openResource(viewer: Viewer, fileName: string): Promise<FileToServe> {
    const file = parseResourceFileName(fileName);
    if (!file) throw mayActAsAdmin(viewer) ? notFound('File not found') : UNUSABLE_FILE();
    const courses = await this.coursesUsing(RESOURCE_URL_PREFIX, (use) => use.kind === 'resource' && resourceFileFromUrl(use.url) === fileName);
    await assertMayOpenFile(this.db, viewer, courses.map(({ course }) => course));
    const title = courses[0]?.use.resourceTitle;
    return {
      storageKey: `resources/${file.name}`,
      contentType: RESOURCE_CONTENT_TYPES[file.extension],
      fileName: title ? `${title}.${file.extension}` : file.name,
    };
  }

  /**
   * A resource that ships with the course content (`/media/resources/<course-slug>/<file>`,
   * built from content/resources/ and committed), for a viewer who may open a course using it.
   * Its key is for the content files' own storage, not the uploads'.
   */
  async openContentResource(viewer: Viewer, courseSlug: string, fileName: string): Promise<FileToServe> {
    const url = `${RESOURCE_URL_PREFIX}${courseSlug}/${fileName}`;
    const extension = fileExtension(fileName);
    const courses = await this.coursesUsing(RESOURCE_URL_PREFIX, (use) => use.kind === 'resource' && use.url.split(/[?#]/, 1)[0] === url);
    if (courses.length === 0 || !isResourceFileName(fileName)) throw mayActAsAdmin(viewer) ? notFound('File not found') : UNUSABLE_FILE();
    await assertMayOpenFile(this.db, viewer, courses.map(({ course }) => course));
    const title = courses[0]?.use.resourceTitle;
    return { storageKey: `${courseSlug}/${fileName}`, contentType: RESOURCE_CONTENT_TYPES[extension as ResourceExtension], fileName: title ? `${title}.${extension}` : fileName };
  }

  private async coursesUsing(prefix: string, matches: (use: FileUse) => boolean): Promise<{ course: CourseRow; use: FileUse }[]> {
    return (await findFileUses(this.db, prefix)).flatMap(({ course, uses }) => {
      const use = uses.find(matches);
      return use ? [{ course, use }] : [];
    });
  }

  /**
   * Stores a lesson resource from a multipart body (title, description, file, in any order)
   * under a generated name, its type checked by extension and content. Nothing is kept when
   * the request is refused.
   */
  async uploadResource(slug: string, parts: AsyncIterable<ResourcePart>): Promise<UploadResourceResponse> {
    if (!(await findCourseBySlug(this.db, slug))) throw notFound('Course not found');
    const fields = new Map<string, string>();
    let stored: { key: string; extension: ResourceExtension; size: number; truncated: boolean } | undefined;
    let refusal: AppError | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          fields.set(part.name, part.value);
          continue;
        }
        if (part.name !== 'file' || stored || refusal) {
          part.stream.resume();
          continue;
        }
        const result = await this.storeResourceFile(part.fileName, part.stream);
        if (result instanceof AppError) refusal = result;
        else stored = result;
      }
    } catch (error) {
      if (stored) await this.storage.remove(stored.key);
      throw isFileTooLarge(error) ? tooLargeResource() : error;
    }
    const title = (fields.get('title') ?? '').trim();
    const description = (fields.get('description') ?? '').trim();
    const problem = refusal ?? this.resourceFieldsProblem(title, description, stored);
    if (problem) {
      if (stored) await this.storage.remove(stored.key);
      throw problem;
    }
    const file = stored!;
    const fileName = file.key.slice('resources/'.length);
    return {
      resource: {
        id: randomUUID(),
        title,
        description,
        file_type: file.extension,
        file_url: resourceUrlOf(fileName),
        file_size: formatFileSize(file.size),
      },
    };
  }

  private resourceFieldsProblem(title: string, description: string, stored: { truncated: boolean } | undefined): AppError | undefined {
    if (!title || !stored) return badRequest(RESOURCE_UPLOAD_NOTICES.missing.description);
    if (stored.truncated) return tooLargeResource();
    if (hasControlCharacters(title) || hasControlCharacters(description, { multiLine: true })) return badRequest(CONTROL_CHARACTERS_MESSAGE);
    if (title.length > 200) return badRequest('The title may be at most 200 characters long');
    if (description.length > 2000) return badRequest('The description may be at most 2000 characters long');
    return undefined;
  }

  /** Streams one resource file into storage after checking its first bytes; the refusal when it is not what its name says. */
  private async storeResourceFile(
    fileName: string,
    stream: Readable & { truncated?: boolean },
  ): Promise<{ key: string; extension: ResourceExtension; size: number; truncated: boolean } | AppError> {
    const extension = fileExtension(fileName) as ResourceExtension;
    const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headLength = 0;
    while (headLength < SIGNATURE_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      headLength += next.value.length;
    }
    const accepted = isResourceFileName(fileName) && resourceContentMatches(extension, Buffer.concat(head));
    if (!accepted) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next());
      if (headLength === 0 && fileName === '') return badRequest(RESOURCE_UPLOAD_NOTICES.missing.description);
      return new AppError('UNSUPPORTED_MEDIA_TYPE', `Accepted files: ${RESOURCE_EXTENSIONS.join(', ')}; the file's content must match its type`);
    }
    const key = `resources/${randomUUID()}.${extension}`;
    const upload = headThenRest(head, chunks);
    try {
      await this.storage.put(key, upload.stream, { contentType: RESOURCE_CONTENT_TYPES[extension] });
    } catch (error) {
      // The storage kept nothing of a file cut off at the size limit.
      if (isFileTooLarge(error)) return tooLargeResource();
      throw error;
    }
    const size = upload.size();
    this.log.info({ key, size }, 'resource stored');
    return { key, extension, size, truncated: stream.truncated === true };
  }
}

/** The lessons using the video named `name`, in course order. */
function videoUsesOf(courses: { course: CourseRow; uses: FileUse[] }[], name: string): VideoUse[] {
  return courses.flatMap(({ course, uses }) =>
    uses
      .filter((use) => use.kind === 'video' && videoNameFromUrl(use.url) === name)
      .map((use) => ({ courseSlug: course.slug, lessonId: use.lessonId, lessonTitle: use.lessonTitle })),
  );
}

/**
 * Who may open an uploaded file (design §5 Files): admins, always; anyone else only through a
 * course that uses the file and that the enrollment module lets them open (`findCourseToOpen`,
 * the one rule for enrolment and plan). A file no lesson uses is for admins only. The refusal
 * is that rule's own (say, 'Please enroll in this course first'), or a plain 403.
 */
async function assertMayOpenFile(db: DbExecutor, viewer: Viewer, coursesUsingFile: CourseRow[]): Promise<void> {
  if (mayActAsAdmin(viewer)) return;
  let refusal = UNUSABLE_FILE();
  for (const course of coursesUsingFile) {
    try {
      await findCourseToOpen(db, viewer, course.slug);
      return;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.statusCode === 403) refusal = error;
    }
  }
  throw refusal;
}
