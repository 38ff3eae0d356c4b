import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { UploadCourseImageResponse } from '../../../shared/api/media';
import { previewLessonId } from '../../../shared/course-preview';
import { parseCurriculum } from '../../../shared/curriculum';
import { imageTypeOf } from '../../../shared/file-signature';
import {
  imageUrlOf,
  INLINE_IMAGE_MAX_WIDTH,
  isImageFileName,
  MAX_IMAGE_BYTES,
  THUMBNAIL_SIZE,
  type CourseImageKind,
} from '../../../shared/media-files';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { figureNameOf, figureUrl } from '../../content/figures/figure-url';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { findCourseBySlug, findCoursesMentioningImage, type CourseRow } from '../catalog/catalog.service';
import { findCourseToOpen } from '../enrollment/enrollment.service';
import type { FileToServe } from './media.service';

export const NOT_AN_IMAGE = 'This file is not a PNG, JPEG or WebP picture. Choose an image file and try again.';
const UNREADABLE_IMAGE = 'This picture could not be read: the file may be damaged. Save it again as PNG or JPEG and try again.';
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `A picture may be at most ${MAX_IMAGE_BYTES / 1024 ** 2}MB`);

/** The uploaded file of an image upload, as the multipart reader hands it over. */
export interface ImageFilePart {
  stream: Readable & { truncated?: boolean };
}

/** @fastify/multipart ends a file's stream at the size limit with this error. */
const isFileTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

async function readAll(stream: ImageFilePart['stream']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : error;
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Course images: a course's thumbnail and the pictures in its lesson text. An upload is a
 * picture by its first bytes (PNG, JPEG or WebP, whatever its name says), turned upright,
 * resized (a lesson picture to at most 1600 px across, a thumbnail cropped to the card's 16:9)
 * and stored as WebP under a generated name. It is served to whoever may see where it is used.
 */
export class CourseImages {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  async upload(slug: string, kind: CourseImageKind, file: ImageFilePart | undefined): Promise<UploadCourseImageResponse> {
    if (!(await findCourseBySlug(this.db, slug))) {
      file?.stream.resume();
      throw notFound('Course not found');
    }
    if (!file) throw badRequest('Choose a picture to upload.', 'file');
    const bytes = await readAll(file.stream);
    if (imageTypeOf(bytes.subarray(0, 16)) === null) throw badRequest(NOT_AN_IMAGE, 'file');
    const resized = await this.resize(bytes, kind);
    const name = `${randomUUID()}.webp`;
    await this.storage.put(`images/${name}`, resized.data, { contentType: 'image/webp' });
    return { url: imageUrlOf(name), width: resized.info.width, height: resized.info.height };
  }

  private async resize(bytes: Buffer, kind: CourseImageKind) {
    const image = sharp(bytes, { failOn: 'error' }).rotate();
    const sized =
      kind === 'thumbnail'
        ? image.resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: 'cover' })
        : image.resize({ width: INLINE_IMAGE_MAX_WIDTH, withoutEnlargement: true });
    try {
      return await sized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    } catch {
      throw badRequest(UNREADABLE_IMAGE, 'file');
    }
  }

  /**
   * An image for whoever may see where it is used: a published course's thumbnail, or a
   * picture in a free preview lesson, for anyone; a picture in other lesson text, for those
   * who may open the course (enrolled learners, admins).
   */
  async open(viewer: Viewer | null, name: string): Promise<FileToServe> {
    if (!isImageFileName(name)) throw notFound('File not found');
    await this.assertMaySee(viewer, imageUrlOf(name));
    return this.served(name);
  }

  /**
   * A figure of the course content (content/courses/<slug>/figures/<name>.svg, decision 0116),
   * to whoever may see where it is used, by the same rule as an uploaded picture.
   */
  async openFigure(viewer: Viewer | null, courseSlug: string, fileName: string): Promise<FileToServe> {
    const name = figureNameOf(fileName);
    if (!name) throw notFound('File not found');
    await this.assertMaySee(viewer, figureUrl(courseSlug, name));
    return { storageKey: `${courseSlug}/figures/${name}.svg`, contentType: 'image/svg+xml', fileName };
  }

  private async assertMaySee(viewer: Viewer | null, url: string): Promise<void> {
    if (mayActAsAdmin(viewer)) return;
    const courses = await findCoursesMentioningImage(this.db, url);
    if (courses.some((course) => course.published && (course.thumbnailUrl === url || previewUses(course, url)))) return;
    const inLessons = courses.filter((course) => lessonsUse(course, url));
    if (inLessons.length === 0) throw notFound('File not found');
    if (!viewer) throw new AppError('UNAUTHORIZED', 'Sign in to see this picture.');
    let refusal: AppError = new AppError('FORBIDDEN', 'You do not have access to this file.');
    for (const course of inLessons) {
      try {
        await findCourseToOpen(this.db, viewer, course.slug);
        return;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.statusCode === 403) refusal = error;
      }
    }
    throw refusal;
  }

  private served(name: string): FileToServe {
    return { storageKey: `images/${name}`, contentType: 'image/webp', fileName: name };
  }
}

function lessonsUse(course: CourseRow, url: string): boolean {
  return lessonTexts(course).some(({ content }) => content.includes(url));
}

function previewUses(course: CourseRow, url: string): boolean {
  const curriculum = safeCurriculum(course);
  if (!curriculum) return false;
  const previewId = previewLessonId({ requiredPlan: course.requiredPlan, published: course.published, modules: curriculum.modules });
  return lessonTexts(course).some(({ id, content }) => id === previewId && content.includes(url));
}

function lessonTexts(course: CourseRow): { id: string; content: string }[] {
  return safeCurriculum(course)?.modules.flatMap((module) => module.lessons.map(({ id, content }) => ({ id, content }))) ?? [];
}

function safeCurriculum(course: CourseRow) {
  try {
    return parseCurriculum(course.curriculum);
  } catch {
    return null;
  }
}

