import type { ContactBody } from '../../../shared/api/contact';
import type { DbExecutor } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores the message; returns its id. */
export async function insertContactMessage(db: DbExecutor, message: ContactBody): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}
