import { createTransport, type Transporter } from 'nodemailer';
import { composeMessage, UndeliverableMailError, type MailIdentity, type MailMessage, type MailTransport } from './mail-transport';

/**
 * Shorter than nodemailer's defaults (2 min to connect, 10 min of silence), so a stuck server
 * fails a send well within the worker's lease. Query parameters of SMTP_URL still override them.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000, dnsTimeout: 30_000 };

/** Mail leaves through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS). */
export class SmtpTransport implements MailTransport {
  readonly mode = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly identity: MailIdentity,
  ) {
    this.transporter = createTransport({ ...TIMEOUTS, url: smtpUrl });
  }

  async send(message: MailMessage, signal?: AbortSignal): Promise<void> {
    try {
      await this.transporter.sendMail({ ...composeMessage(message, this.identity), signal });
    } catch (error) {
      if (isPermanentRejection(error)) throw new UndeliverableMailError((error as Error).message, { cause: error });
      throw error;
    }
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

/**
 * A 5xx answer to the recipient or the message itself is final (RFC 5321 §4.2.1). A 5xx to the
 * login or the sender address is this site's configuration, which an operator can fix, so those
 * stay temporary and are retried like a server that is down.
 */
function isPermanentRejection(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && (command === 'RCPT TO' || command === 'DATA');
}
