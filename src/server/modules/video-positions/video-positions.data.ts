import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { videoPositions } from '../../db/schema';

export interface VideoPositionKey {
  userId: string;
  courseId: string;
  lessonId: string;
}

export interface VideoPositionRow {
  lessonId: string;
  positionSeconds: number;
  durationSeconds: number | null;
  updatedAt: Date;
}

const columns = {
  lessonId: videoPositions.lessonId,
  positionSeconds: videoPositions.positionSeconds,
  durationSeconds: videoPositions.durationSeconds,
  updatedAt: videoPositions.updatedAt,
};

export async function findVideoPosition(db: DbExecutor, key: VideoPositionKey): Promise<VideoPositionRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(videoPositions)
    .where(and(eq(videoPositions.userId, key.userId), eq(videoPositions.courseId, key.courseId), eq(videoPositions.lessonId, key.lessonId)))
    .limit(1);
  return row;
}

/** One row per learner and lesson: a save replaces the last one (the last write wins), so repeating it changes nothing. */
export async function upsertVideoPosition(
  db: DbExecutor,
  key: VideoPositionKey,
  position: { positionSeconds: number; durationSeconds: number | null },
): Promise<VideoPositionRow> {
  const [row] = await db
    .insert(videoPositions)
    .values({ ...key, ...position })
    .onConflictDoUpdate({
      target: [videoPositions.userId, videoPositions.courseId, videoPositions.lessonId],
      set: { ...position, updatedAt: sql`now()` },
    })
    .returning(columns);
  return row!;
}

/** The learner's newest position in each course: the video they watched last there. */
export async function findNewestPositionByCourse(db: DbExecutor, userId: string): Promise<Map<string, VideoPositionRow>> {
  const rows = await db
    .selectDistinctOn([videoPositions.courseId], { courseId: videoPositions.courseId, ...columns })
    .from(videoPositions)
    .where(eq(videoPositions.userId, userId))
    .orderBy(videoPositions.courseId, desc(videoPositions.updatedAt));
  return new Map(rows.map(({ courseId, ...row }) => [courseId, row]));
}
