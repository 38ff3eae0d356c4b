import { createTransport, type Transporter } from 'nodemailer';
import { composeMessage, type MailIdentity, type MailMessage, type MailTransport } from './mail-transport';

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
    await this.transporter.sendMail({ ...composeMessage(message, this.identity), signal });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
