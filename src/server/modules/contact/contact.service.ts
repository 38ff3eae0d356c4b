import type { ContactBody } from '../../../shared/api/contact';
import { withTransaction, type DbExecutor } from '../../db/client';
import { contactNotificationEmail } from './contact-email';
import { insertContactMessage } from './contact.data';
import { enqueueEmail } from '../mail/outgoing-email';

/**
 * Stores the message and queues the notice to support in one transaction: both or neither,
 * so a message the visitor was told about is never lost.
 */
export async function receiveContactMessage(db: DbExecutor, message: ContactBody, supportEmail: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const messageId = await insertContactMessage(tx, message);
    await enqueueEmail(tx, contactNotificationEmail({ to: supportEmail, messageId, ...message }));
  });
}
