import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendContactMessage, type ContactBody } from '../../../shared/api/contact';
import { contactMessages, emailOutbox } from '../../db/schema';
import { SAME_ORIGIN, uniqueEmail } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

/** `payload` as the contact page would send it; a test of bad input may send anything. */
const send = async (payload: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
  (await injectEndpoint(app.server, sendContactMessage, { headers }, { body: payload as ContactBody })).response;

const valid = () => ({ name: 'Priya Shah', email: uniqueEmail('visitor'), subject: 'Corporate Training Inquiry', message: 'We have 12 staff. Can you train them?' });

describe('POST /api/contact', () => {
  it('stores the message and queues a notice to support', async () => {
    const body = valid();
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [stored] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(stored).toMatchObject({ name: 'Priya Shah', subject: 'Corporate Training Inquiry' });
    const notices = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact'));
    expect(notices.some((notice) => notice.replyTo === body.email && notice.textBody.includes(body.email) && notice.subject === 'Contact form: Corporate Training Inquiry')).toBe(true);
  });

  it.each([
    ['a missing field', { message: undefined }, 'Message is required', 'message'],
    ['a blank name', { name: '   ' }, 'Name is required', 'name'],
    ['a malformed email', { email: 'priya at example' }, 'Please enter a valid email address', 'email'],
    ['an overlong message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters', 'message'],
    ['an unknown field', { phone: '555' }, 'Unknown field: phone', undefined],
  ])('refuses %s with a clear message, naming the field it is about, and stores nothing', async (_label, override, message, field) => {
    const body = { ...valid(), ...override };
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.json().field).toBe(field);
    expect(await app.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email ?? ''))).toEqual([]);
  });

  it('refuses a post from another site', async () => {
    const response = await send(valid(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });
});
