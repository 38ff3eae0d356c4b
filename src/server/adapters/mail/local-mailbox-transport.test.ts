import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodedBodyOf, headerOf } from '../../modules/mail/mail-test-support';
import { LocalMailboxTransport } from './local-mailbox-transport';

const dataDir = mkdtempSync(path.join(tmpdir(), 'course-site-mailbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const identity = {
  from: { name: 'AI Action Academy', address: 'no-reply@aiaction.academy' },
  replyTo: 'support@aiaction.academy',
  company: { legalName: 'Action Learning Ltd', postalAddress: '1 High Street, Leeds LS1 1AA' },
  supportEmail: 'support@aiaction.academy',
};
const message = {
  id: '0b6f3c7e-8a51-4d0e-9a7e-2f1c3b4d5e6f',
  to: 'maya@example.com',
  subject: 'Welcome to AI Action Academy — café included',
  text: 'Hi Maya,\n\nYour free account is ready.\n',
  html: '<p>Hi Maya,</p><p>Your free account is ready.</p>',
};

describe('the local mailbox', () => {
  it('writes each message as a complete .eml file named after its outbox id', async () => {
    const transport = new LocalMailboxTransport(dataDir, identity);
    await transport.send(message);

    const file = path.join(dataDir, 'mailbox', `${message.id}.eml`);
    expect(transport.fileOf(message.id)).toBe(file);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toMatch(/\r\n/);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(headerOf(raw, 'From')).toBe('AI Action Academy <no-reply@aiaction.academy>');
    expect(headerOf(raw, 'To')).toBe('maya@example.com');
    expect(headerOf(raw, 'Reply-To')).toBe('support@aiaction.academy');
    expect(headerOf(raw, 'Message-ID')).toBe(`<${message.id}@aiaction.academy>`);
    expect(headerOf(raw, 'MIME-Version')).toBe('1.0');
    expect(headerOf(raw, 'Date')).toBeDefined();
    expect(headerOf(raw, 'Subject')).toMatch(/^=\?UTF-8\?/);
    expect(headerOf(raw, 'Content-Type')).toMatch(/^multipart\/alternative; boundary=/);
    const body = decodedBodyOf(raw);
    expect(body).toContain('Content-Type: text/plain; charset=utf-8');
    expect(body).toContain('Content-Type: text/html; charset=utf-8');
    expect(body).toContain('Hi Maya,\r\n\r\nYour free account is ready.');
    expect(body).toContain('<p>Hi Maya,</p>');
  });

  it('carries a calendar invitation as a text/calendar part with its method, and as invite.ics', async () => {
    const transport = new LocalMailboxTransport(path.join(dataDir, 'calendar'), identity);
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const id = '5d1c0a9e-3b7f-4c2d-8e6a-1f0b2c3d4e5f';
    await transport.send({ ...message, id, html: null, calendar: { method: 'REQUEST', content } });
    const raw = readFileSync(transport.fileOf(id), 'utf8');
    const body = decodedBodyOf(raw);
    expect(body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(body).toMatch(/filename=invite\.ics/);
    expect(body).toContain('METHOD:REQUEST');
  });

  it('carries an attached file (the invoice PDF of a receipt) as a part with its name and type', async () => {
    const transport = new LocalMailboxTransport(path.join(dataDir, 'attachment'), identity);
    const id = '7e2d1b0a-4c3f-4e5d-9a8b-2c1d0e3f4a5b';
    const pdf = Buffer.from('%PDF-1.3 an invoice');
    await transport.send({ ...message, id, html: null, attachments: [{ fileName: 'INV-000001.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }] });
    const raw = readFileSync(transport.fileOf(id), 'utf8');
    expect(headerOf(raw, 'Content-Type')).toMatch(/^multipart\/mixed; boundary=/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=INV-000001\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=INV-000001\.pdf/);
    expect(raw).toContain(pdf.toString('base64'));
  });

  it('replaces the file when the same message is delivered again, leaving nothing half-written', async () => {
    const transport = new LocalMailboxTransport(dataDir, identity);
    await transport.send({ ...message, text: 'First version', html: null });
    await transport.send({ ...message, text: 'Second version', html: null });
    const files = readdirSync(path.join(dataDir, 'mailbox'));
    expect(files).toEqual([`${message.id}.eml`]);
    const raw = readFileSync(path.join(dataDir, 'mailbox', files[0]!), 'utf8');
    expect(raw).toContain('Second version');
    expect(headerOf(raw, 'Content-Type')).toMatch(/^text\/plain/);
  });

  it("uses a message's own Reply-To over the support address", async () => {
    const transport = new LocalMailboxTransport(dataDir, identity);
    await transport.send({ ...message, id: 'reply-to', replyTo: 'visitor@example.com' });
    expect(headerOf(readFileSync(transport.fileOf('reply-to'), 'utf8'), 'Reply-To')).toBe('visitor@example.com');
  });

  it('signs every message with the company’s legal name, postal address and support address, in both parts', async () => {
    const transport = new LocalMailboxTransport(dataDir, identity);
    await transport.send({ ...message, id: 'signed', html: '<!doctype html><html><body><p>Hi Maya,</p></body></html>' });
    const body = decodedBodyOf(readFileSync(transport.fileOf('signed'), 'utf8'));
    expect(body).toContain('Your free account is ready.\r\n\r\n--\r\nAction Learning Ltd\r\n1 High Street, Leeds LS1 1AA\r\nSupport: support@aiaction.academy');
    expect(body).toMatch(/Action Learning Ltd<br>1 High Street, Leeds LS1 1AA<br>Support: support@aiaction.academy<\/p><\/body>/);
  });
});
