import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { queryRows, type DbExecutor } from '../../db/client';

/**
 * Test support for the mail module: a real SMTP server to deliver to, and a logger whose lines a
 * test can read. The app comes from createTestApp, its mail settings in `env`.
 */

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  /** The message as the server received it (headers and MIME parts). */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** How the server answers RCPT TO for an address: accept it, or refuse it with an SMTP code. */
export type RecipientAnswer = (address: string) => 'accept' | { code: number; message: string };

/** A real SMTP server on 127.0.0.1 (plain text, no authentication) that keeps what it receives. */
export async function startSmtpServer(port = 0, answerRecipient: RecipientAnswer = () => 'accept'): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = answerRecipient(address.address);
      if (answer === 'accept') return callback();
      return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value from a raw message (unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The raw message with quoted-printable soft breaks and escapes undone, good enough to search for text. */
export function decodedBodyOf(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A Fastify (pino) logger at `level` whose lines land in `lines`. */
export function recordingLogger(level = 'info'): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  return { log: Fastify({ logger: { level, stream } }).log, lines };
}

export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How far in the future (by the database's clock) a message's next attempt is. */
export async function secondsUntilNextAttempt(db: DbExecutor, id: string): Promise<number> {
  const [row] = await queryRows<{ seconds: number }>(db, sql`select extract(epoch from next_attempt_at - now())::float8 as seconds from email_outbox where id = ${id}`);
  return Number(row!.seconds);
}
