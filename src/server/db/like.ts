/** Text for a LIKE/ILIKE pattern, matched as written: its `%`, `_` and `\` lose their pattern meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
