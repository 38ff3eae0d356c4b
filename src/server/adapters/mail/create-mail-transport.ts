import type { MailConfig } from '../../config';
import { LocalMailboxTransport } from './local-mailbox-transport';
import type { MailTransport } from './mail-transport';
import { SmtpTransport } from './smtp-transport';

/** SMTP when SMTP_URL is set, the local mailbox under DATA_DIR otherwise. */
export function createMailTransport(mail: MailConfig, dataDir: string): MailTransport {
  const identity = { from: mail.from, replyTo: mail.supportEmail, company: mail.company, supportEmail: mail.supportEmail };
  return mail.mode === 'smtp' ? new SmtpTransport(mail.smtpUrl, identity) : new LocalMailboxTransport(dataDir, identity);
}
