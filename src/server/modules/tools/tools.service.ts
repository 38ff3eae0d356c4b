import type { SaveToolStateResponse, ToolStateResponse } from '../../../shared/api/tools';
import { TOOL_STATE_SCHEMAS } from '../../../shared/api/tools';
import { flattenLessons } from '../../../shared/course-progress';
import { parseCurriculum } from '../../../shared/curriculum';
import { finishesLesson } from '../../../shared/tools/tool-completion';
import { lessonEmbedsTool } from '../../../shared/tools/embedded-tools';
import { TOOL_INFO, type ToolId } from '../../../shared/tools/tool-catalog';
import type { DbExecutor } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import type { CourseRow } from '../catalog/catalog.service';
import { findCourseToOpen } from '../enrollment/enrollment.service';
import { completeLessonByTool } from '../learning/learning.service';
import { deleteToolState, findToolState, upsertToolState, type ToolStateKey } from './tools.data';
import { assertPlanStillIncludes } from './tools.policy';

export interface ToolAddress {
  slug: string;
  lessonId: string;
  toolId: ToolId;
}

/** Reading one's own saved work needs the enrolment only, so nothing already written is hidden from its author. */
function findCourseToRead(db: DbExecutor, viewer: Viewer, slug: string): Promise<CourseRow> {
  return findCourseToOpen(db, viewer, slug);
}

/** Saving needs the enrolment and, since plans can lapse or go down, a plan that still includes the course. */
async function findCourseToSave(db: DbExecutor, viewer: Viewer, slug: string): Promise<CourseRow> {
  const course = await findCourseToOpen(db, viewer, slug);
  assertPlanStillIncludes(viewer, course);
  return course;
}

/**
 * The learner's key for the tool in the lesson; 404 for a lesson the course does not have, and
 * for a tool the lesson's text does not embed (issue 25), whoever asks. Call after the policy.
 */
function keyOf(viewer: Viewer, course: CourseRow, address: ToolAddress): ToolStateKey {
  const entry = flattenLessons(parseCurriculum(course.curriculum)).find((candidate) => candidate.lesson.id === address.lessonId);
  if (!entry) throw notFound('Lesson not found in this course');
  if (!lessonEmbedsTool(entry.lesson.content, address.toolId)) throw notFound(`This lesson has no ${TOOL_INFO[address.toolId].name}.`);
  return { userId: viewer.id, courseId: course.id, lessonId: address.lessonId, toolId: address.toolId };
}

export async function getToolState(db: DbExecutor, viewer: Viewer, address: ToolAddress): Promise<ToolStateResponse> {
  const course = await findCourseToRead(db, viewer, address.slug);
  const row = await findToolState(db, keyOf(viewer, course, address));
  return { toolId: address.toolId, state: row?.state ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/**
 * Checks the state by the tool's shared rules and stores it. When the state finishes a tool
 * that completes its lesson (tools.md), the lesson is completed through the learning
 * service, exactly as 'Mark as Complete' does, and the result travels back with the save; a
 * lesson with a quiz is completed by its quiz instead (decision 0026).
 */
export async function saveToolState(db: DbExecutor, viewer: Viewer, address: ToolAddress, input: unknown): Promise<SaveToolStateResponse> {
  const course = await findCourseToSave(db, viewer, address.slug);
  const key = keyOf(viewer, course, address);
  const parsed = TOOL_STATE_SCHEMAS[address.toolId].safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The tool’s work is not valid');
  const row = await upsertToolState(db, key, parsed.data);
  let completion: SaveToolStateResponse['completion'] = null;
  if (TOOL_INFO[address.toolId].completesLesson && finishesLesson(address.toolId, parsed.data)) {
    completion = await completeLessonByTool(db, viewer, address.slug, address.lessonId);
  }
  return { toolId: address.toolId, state: row.state, updatedAt: row.updatedAt.toISOString(), completion };
}

/** Starting over: the saved work goes; a lesson already completed stays completed. */
export async function clearToolState(db: DbExecutor, viewer: Viewer, address: ToolAddress): Promise<void> {
  const course = await findCourseToSave(db, viewer, address.slug);
  const key = keyOf(viewer, course, address);
  await deleteToolState(db, key);
}
