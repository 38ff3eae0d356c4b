import { createContext, useContext } from 'react';
import type { CompleteLessonResponse } from '@shared/api/learning';

/**
 * Where a tool sits: the course and lesson it saves its work under. Without a context (the
 * admin's live preview, say) a tool works in place but saves nothing.
 */
export interface LessonToolPlace {
  courseId: string;
  courseSlug: string;
  lessonId: string;
  /** Called when a save finished a tool that completes its lesson (the server has completed it). */
  onLessonCompleted?: (lessonId: string, result: CompleteLessonResponse) => void;
}

export const LessonToolContext = createContext<LessonToolPlace | null>(null);

export function useLessonToolPlace(): LessonToolPlace | null {
  return useContext(LessonToolContext);
}
