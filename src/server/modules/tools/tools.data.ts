import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { toolStates } from '../../db/schema';

export interface ToolStateKey {
  userId: string;
  courseId: string;
  lessonId: string;
  toolId: string;
}

const matches = (key: ToolStateKey) =>
  and(eq(toolStates.userId, key.userId), eq(toolStates.courseId, key.courseId), eq(toolStates.lessonId, key.lessonId), eq(toolStates.toolId, key.toolId));

export async function findToolState(db: DbExecutor, key: ToolStateKey) {
  const [row] = await db.select({ state: toolStates.state, updatedAt: toolStates.updatedAt }).from(toolStates).where(matches(key)).limit(1);
  return row;
}

/** One row per learner, lesson and tool: a save replaces the previous state (the last write wins). */
export async function upsertToolState(db: DbExecutor, key: ToolStateKey, state: unknown) {
  const [row] = await db
    .insert(toolStates)
    .values({ ...key, state })
    .onConflictDoUpdate({
      target: [toolStates.userId, toolStates.courseId, toolStates.lessonId, toolStates.toolId],
      set: { state, updatedAt: sql`now()` },
    })
    .returning({ state: toolStates.state, updatedAt: toolStates.updatedAt });
  return row!;
}

export async function deleteToolState(db: DbExecutor, key: ToolStateKey): Promise<void> {
  await db.delete(toolStates).where(matches(key));
}
