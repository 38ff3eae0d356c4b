import { describe, expect, it } from 'vitest';
import { hasControlCharacters, multiLineText, singleLineText } from './text';

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
