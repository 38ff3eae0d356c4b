import type { SaveToolStateResponse, ToolStateResponse } from '../../../shared/api/tools';
import { TOOL_STATE_SCHEMAS } from '../../../shared/api/tools';
import { flattenLessons } from '../../../shared/course-progress';
import { parseCurriculum } from '../../../shared/curriculum';
import { finishesLesson } from '../../../shared/tools/tool-completion';
import { TOOL_INFO, type ToolId } from '../../../shared/tools/tool-catalog';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { findCourseBySlug, type CourseRow } from '../catalog/catalog.data';
import { isEnrolled } from '../enrollment/enrollment.data';
import { findCompletedLessonIds } from '../learning/learning.data';
import { completeLesson } from '../learning/learning.service';
import { deleteToolState, findToolState, upsertToolState, type ToolStateKey } from './tools.data';
import { assertCanReadToolState, assertCanSaveToolState } from './tools.policy';

export interface ToolAddress {
  slug: string;
  lessonId: string;
  toolId: ToolId;
}

async function findCourse(db: Database, viewer: Viewer, slug: string): Promise<{ course: CourseRow; enrolled: boolean }> {
  const course = await findCourseBySlug(db, slug);
  if (!course) throw notFound('Course not found');
  return { course, enrolled: await isEnrolled(db, viewer.id, course.id) };
}

/** The learner's key for the tool in the lesson; 404 for a lesson the course does not have. Call after the policy. */
function keyOf(viewer: Viewer, course: CourseRow, address: ToolAddress): ToolStateKey {
  if (!flattenLessons(parseCurriculum(course.curriculum)).some((entry) => entry.lesson.id === address.lessonId)) {
    throw notFound('Lesson not found in this course');
  }
  return { userId: viewer.id, courseId: course.id, lessonId: address.lessonId, toolId: address.toolId };
}

export async function getToolState(db: Database, viewer: Viewer, address: ToolAddress): Promise<ToolStateResponse> {
  const { course, enrolled } = await findCourse(db, viewer, address.slug);
  assertCanReadToolState(viewer, enrolled);
  const row = await findToolState(db, keyOf(viewer, course, address));
  return { toolId: address.toolId, state: row?.state ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/**
 * Checks the state by the tool's shared rules and stores it. When the state finishes a tool
 * that completes its lesson (tools.md), the lesson is completed through the learning
 * service, exactly as 'Mark as Complete' does, and the result travels back with the save.
 */
export async function saveToolState(db: Database, viewer: Viewer, address: ToolAddress, input: unknown): Promise<SaveToolStateResponse> {
  const { course, enrolled } = await findCourse(db, viewer, address.slug);
  assertCanSaveToolState(viewer, course, enrolled);
  const key = keyOf(viewer, course, address);
  const parsed = TOOL_STATE_SCHEMAS[address.toolId].safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The tool’s work is not valid');
  const row = await upsertToolState(db, key, parsed.data);
  let completion: SaveToolStateResponse['completion'] = null;
  if (TOOL_INFO[address.toolId].completesLesson && finishesLesson(address.toolId, parsed.data)) {
    const completed = await findCompletedLessonIds(db, viewer.id, course.id);
    if (!completed.includes(address.lessonId)) completion = await completeLesson(db, viewer, address.slug, address.lessonId);
  }
  return { toolId: address.toolId, state: row.state, updatedAt: row.updatedAt.toISOString(), completion };
}

/** Starting over: the saved work goes; a lesson already completed stays completed. */
export async function clearToolState(db: Database, viewer: Viewer, address: ToolAddress): Promise<void> {
  const { course, enrolled } = await findCourse(db, viewer, address.slug);
  assertCanSaveToolState(viewer, course, enrolled);
  const key = keyOf(viewer, course, address);
  await deleteToolState(db, key);
}
