import { describe, expect, it } from 'vitest';
import { signUpBodySchema, updateProfileBodySchema } from './accounts';
import { contactBodySchema } from './contact';
import { hasBidiControls, hasControlCharacters, multiLineText, singleLineText } from './text';

describe('text without control characters', () => {
  it.each(['\u0000', 'a\u0001b', '\u001b[31m', 'x\u007f', '\uD800', 'a\uDC00'])('refuses %j on one line and in a message', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, { multiLine: true })).toBe(true);
  });

  it('lets a message keep tabs and line breaks, but not a name', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(hasControlCharacters(text, { multiLine: true }), JSON.stringify(text)).toBe(false);
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacters('a\u2028b')).toBe(true);
  });

  it('accepts ordinary text in any script, emoji included', () => {
    for (const text of ['José Müller', '山田 太郎', 'Zoë 👋', 'O’Brien-Smith']) expect(hasControlCharacters(text), text).toBe(false);
  });

  it('names the field in its message', () => {
    expect(singleLineText('Subject').safeParse('a\u0000').error?.issues[0]?.message).toBe('Subject may not contain control characters');
    expect(multiLineText('Message').safeParse('line\nline').success).toBe(true);
  });
});

describe('text-direction controls in names and subjects (issue 25)', () => {
  it.each(['Alice\u202Etxet.exe', '\u2066x\u2069', 'a\u200Eb', 'a\u200Fb', '\u202Aa\u202C'])('refuses %j', (text) => {
    expect(hasBidiControls(text)).toBe(true);
  });

  it('accepts right-to-left scripts themselves', () => {
    for (const text of ['שלום', 'مرحبا', 'José']) expect(hasBidiControls(text), text).toBe(false);
  });

  it('refuses them in sign-up and profile names and in contact names and subjects, with a message', () => {
    const signUp = signUpBodySchema.safeParse({ firstName: 'Alice\u202Etxet.exe', lastName: 'Smith', email: 'alice@example.com', password: 'correct-horse' });
    expect(signUp.error?.issues[0]?.message).toBe('First name may not contain invisible text-direction characters');
    expect(updateProfileBodySchema.safeParse({ firstName: 'Alice', lastName: 'Sm\u2066ith' }).success).toBe(false);
    const contact = contactBodySchema.safeParse({ name: 'Bob', email: 'bob@example.com', subject: 'Invoice\u202Efdp.exe', message: 'Hello' });
    expect(contact.error?.issues[0]?.message).toBe('Subject may not contain invisible text-direction characters');
    expect(contactBodySchema.safeParse({ name: 'B\u200Fob', email: 'bob@example.com', subject: 'Hi', message: 'Hello' }).success).toBe(false);
  });
});
