import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { users, videoFiles } from '../../db/schema';

export type VideoFileRow = typeof videoFiles.$inferSelect;

/**
 * Takes a video's name for an upload that is starting. Null when the name is already taken
 * (by a stored video or another upload): the unique constraint decides, so two uploads of one
 * name never both get it and a stored file is never overwritten.
 */
export async function reserveVideoName(
  db: DbExecutor,
  video: { name: string; size: number; contentType: string; storageKey: string; uploadedBy: string },
): Promise<VideoFileRow | null> {
  const [row] = await db.insert(videoFiles).values({ ...video, status: 'uploading' }).onConflictDoNothing({ target: videoFiles.name }).returning();
  return row ?? null;
}

export async function markVideoReady(db: DbExecutor, storageKey: string): Promise<VideoFileRow | undefined> {
  const [row] = await db.update(videoFiles).set({ status: 'ready' }).where(eq(videoFiles.storageKey, storageKey)).returning();
  return row;
}

export async function findVideoByStorageKey(db: DbExecutor, storageKey: string): Promise<VideoFileRow | undefined> {
  const [row] = await db.select().from(videoFiles).where(eq(videoFiles.storageKey, storageKey)).limit(1);
  return row;
}

export async function findReadyVideo(db: DbExecutor, name: string): Promise<VideoFileRow | undefined> {
  const [row] = await db
    .select()
    .from(videoFiles)
    .where(and(eq(videoFiles.name, name), eq(videoFiles.status, 'ready')))
    .limit(1);
  return row;
}

/** Spec §7: the library, newest first. */
export function findReadyVideos(db: DbExecutor): Promise<VideoFileRow[]> {
  return db.select().from(videoFiles).where(eq(videoFiles.status, 'ready')).orderBy(desc(videoFiles.createdAt), desc(videoFiles.name));
}

/** Uploads started before `before` and never finished. */
export function findUploadsStartedBefore(db: DbExecutor, before: Date): Promise<VideoFileRow[]> {
  return db
    .select()
    .from(videoFiles)
    .where(and(eq(videoFiles.status, 'uploading'), lt(videoFiles.createdAt, before)));
}

export async function deleteVideoRow(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.delete(videoFiles).where(eq(videoFiles.id, id)).returning({ id: videoFiles.id });
  return rows.length > 0;
}

/** Locks the uploading admin's account row until the transaction ends, so their uploads are counted one at a time. */
/** Locks the admin's account row for the count of their open uploads; returns their email (for the audit log). */
export async function lockUploader(db: DbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
  return row?.email;
}

/** How many uploads the admin started that have not finished. */
export async function countOpenUploadsBy(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(videoFiles)
    .where(and(eq(videoFiles.uploadedBy, userId), eq(videoFiles.status, 'uploading')));
  return row?.open ?? 0;
}
