import type { DbExecutor } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export async function insertEvent(db: DbExecutor, event: typeof analyticsEvents.$inferInsert): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
