import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { composeMessage, type MailIdentity, type MailMessage, type MailTransport } from './mail-transport';

/**
 * Without SMTP_URL, each message is written to DATA_DIR/mailbox/<outbox id>.eml, the complete
 * RFC 822 message any mail client opens. The outbox row stays the index (and /admin/emails shows it).
 */
export class LocalMailboxTransport implements MailTransport {
  readonly mode = 'local';
  readonly directory: string;
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    dataDir: string,
    private readonly identity: MailIdentity,
  ) {
    this.directory = path.resolve(dataDir, 'mailbox');
  }

  fileOf(id: string): string {
    return path.join(this.directory, `${id}.eml`);
  }

  async send(message: MailMessage, signal?: AbortSignal): Promise<void> {
    const info = await this.composer.sendMail({ ...composeMessage(message, this.identity), signal });
    if (!Buffer.isBuffer(info.message)) throw new Error('the message was not composed into a buffer');
    await mkdir(this.directory, { recursive: true });
    const file = this.fileOf(message.id);
    // Written aside and renamed, so a reader never sees half a message and a retry replaces it whole.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, info.message);
    await rename(partial, file);
  }

  async close(): Promise<void> {}
}
