import { z } from 'zod';

/**
 * Text that may reach the database or a header: no C0 control characters, DEL or unpaired
 * surrogates (PostgreSQL refuses NUL in text and unpaired surrogates in jsonb). Multi-line
 * text keeps tab, line feed and carriage return; single-line text also refuses those and the
 * Unicode line and paragraph separators.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F\u2028\u2029]/;

export function hasControlCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  return (options.multiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(text) || UNPAIRED_SURROGATE.test(text);
}

export const controlCharactersMessage = (label: string) => `${label} may not contain control characters`;

/**
 * Invisible marks that reorder how text is shown (U+200E/F, U+202A–U+202E, U+2066–U+2069): in a
 * name or subject they disguise it ("Alice\u202Etxet.exe" shows as "Aliceexe.txt"), so names and
 * subjects refuse them. Right-to-left scripts themselves need none of them.
 */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export function hasBidiControls(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

export const bidiControlsMessage = (label: string) => `${label} may not contain invisible text-direction characters`;

/** A string of one line: names, subjects, keys, identifiers. */
export const singleLineText = (label: string) => z.string().refine((value) => !hasControlCharacters(value), controlCharactersMessage(label));

/** A string that may hold line breaks and tabs: messages, descriptions. */
export const multiLineText = (label: string) =>
  z.string().refine((value) => !hasControlCharacters(value, { multiLine: true }), controlCharactersMessage(label));
