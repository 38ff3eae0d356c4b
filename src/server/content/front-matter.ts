/**
 * The front matter of a lesson file: a block of `key: value` lines between two `---` lines at
 * the top. Deliberately a small, strict subset of YAML (one line per field, the rest of the
 * line is the value, a value in double quotes is read as a JSON string) so a lesson needs no
 * parser dependency and every field reads the same in a diff.
 */

export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

export interface FrontMatterDocument {
  fields: Record<string, string>;
  body: string;
}

const FENCE = '---';

export function splitFrontMatter(text: string): FrontMatterDocument {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0] !== FENCE) throw new FrontMatterError('The file must start with a front matter block opened by ---');
  const end = lines.indexOf(FENCE, 1);
  if (end === -1) throw new FrontMatterError('The front matter block is not closed by ---');
  const fields: Record<string, string> = {};
  for (const [offset, line] of lines.slice(1, end).entries()) {
    if (line.trim() === '') continue;
    const match = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (!match) throw new FrontMatterError(`Front matter line ${offset + 2} is not "key: value": ${line}`);
    const key = match[1]!;
    const raw = match[2]!;
    if (key in fields) throw new FrontMatterError(`Front matter repeats the field "${key}"`);
    fields[key] = readValue(raw.trim(), offset + 2);
  }
  return { fields, body: lines.slice(end + 1).join('\n').trim() };
}

function readValue(raw: string, lineNumber: number): string {
  if (!raw.startsWith('"')) return raw;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'string') return value;
  } catch {
    // reported below
  }
  throw new FrontMatterError(`Front matter line ${lineNumber} has a badly quoted value: ${raw}`);
}
