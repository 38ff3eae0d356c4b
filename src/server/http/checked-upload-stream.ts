import { Readable } from 'node:stream';

/**
 * An upload read in two steps: its first chunks (`head`, already read to check the file's type
 * by its first bytes), then the rest of its stream. Gives both to the storage as one stream and
 * counts the bytes that passed; `afterLast` runs when the source is exhausted (to refuse a part
 * the multipart parser cut off at its size limit).
 */
export function headThenRest(head: readonly Buffer[], rest: AsyncIterator<Buffer>, afterLast?: () => void): { stream: Readable; size: () => number } {
  let size = 0;
  async function* chunks() {
    for (const chunk of head) {
      size += chunk.length;
      yield chunk;
    }
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      size += next.value.length;
      yield next.value;
    }
    afterLast?.();
  }
  return { stream: Readable.from(chunks()), size: () => size };
}
