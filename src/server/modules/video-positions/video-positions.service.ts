import type { SaveVideoPositionBody, VideoPositionResponse } from '../../../shared/api/video-positions';
import { flattenLessons } from '../../../shared/course-progress';
import { parseCurriculum } from '../../../shared/curriculum';
import { isPlayableVideoUrl } from '../../../shared/video-url';
import { shouldOfferResume, type ResumePoint } from '../../../shared/video-resume';
import type { DbExecutor } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import type { CourseRow } from '../catalog/catalog.service';
import { findCourseToOpen } from '../enrollment/enrollment.service';
import { findNewestPositionByCourse, findVideoPosition, upsertVideoPosition, type VideoPositionKey } from './video-positions.data';
import { presentVideoPosition } from './video-positions.presenter';

export interface LessonAddress {
  slug: string;
  lessonId: string;
}

function lessonWithVideo(course: CourseRow, lessonId: string) {
  return flattenLessons(parseCurriculum(course.curriculum)).find(({ lesson }) => lesson.id === lessonId && isPlayableVideoUrl(lesson.video_url));
}

/**
 * The learner's key for the lesson's video, if they may open the course (enrollment's
 * `findCourseToOpen`: 404, 403 NOT_ENROLLED, 403 UPGRADE_REQUIRED) and the lesson has a video (404).
 */
async function keyOf(db: DbExecutor, viewer: Viewer, { slug, lessonId }: LessonAddress): Promise<VideoPositionKey> {
  const course = await findCourseToOpen(db, viewer, slug);
  const curriculum = parseCurriculum(course.curriculum);
  const lesson = flattenLessons(curriculum).find((entry) => entry.lesson.id === lessonId)?.lesson;
  if (!lesson) throw notFound('Lesson not found in this course');
  if (!isPlayableVideoUrl(lesson.video_url)) throw notFound('This lesson has no video');
  return { userId: viewer.id, courseId: course.id, lessonId };
}

export async function getVideoPosition(db: DbExecutor, viewer: Viewer, address: LessonAddress): Promise<VideoPositionResponse> {
  const key = await keyOf(db, viewer, address);
  return presentVideoPosition(address.lessonId, await findVideoPosition(db, key));
}

export async function saveVideoPosition(db: DbExecutor, viewer: Viewer, address: LessonAddress, body: SaveVideoPositionBody): Promise<VideoPositionResponse> {
  const key = await keyOf(db, viewer, address);
  return presentVideoPosition(address.lessonId, await upsertVideoPosition(db, key, body));
}

/**
 * Where 'Continue Learning' resumes each of the learner's courses: the video watched last, when
 * its lesson still has a video and the position is worth resuming (shared `shouldOfferResume`).
 */
export async function findResumePoints(db: DbExecutor, userId: string, courses: CourseRow[]): Promise<Map<string, ResumePoint>> {
  const newest = await findNewestPositionByCourse(db, userId);
  const points = new Map<string, ResumePoint>();
  for (const course of courses) {
    const row = newest.get(course.id);
    if (!row || !shouldOfferResume(row)) continue;
    try {
      if (lessonWithVideo(course, row.lessonId)) points.set(course.id, { lessonId: row.lessonId, positionSeconds: row.positionSeconds });
    } catch {
      // A malformed curriculum leaves the course where the player puts it.
    }
  }
  return points;
}
