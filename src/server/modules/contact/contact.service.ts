import type { ContactBody } from '../../../shared/api/contact';
import { withTransaction, type DbExecutor } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { contactNotificationEmail } from './contact-email';
import { enqueueEmail } from '../mail/outgoing-email';

/**
 * Stores the message and queues the notice to support in one transaction: both or neither,
 * so a message the visitor was told about is never lost.
 */
export async function receiveContactMessage(db: DbExecutor, message: ContactBody, supportEmail: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    await enqueueEmail(tx, contactNotificationEmail({ to: supportEmail, messageId: row!.id, ...message }));
  });
}
