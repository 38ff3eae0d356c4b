import type { ByteRange } from '../adapters/storage/file-storage';

/**
 * Reads an HTTP Range header (RFC 9110 §14) for a file of `size` bytes: one range of bytes,
 * `start-end`, `start-` or the last `-n` bytes. `undefined` when the header is absent or is
 * not one byte range (the whole file is sent then, as the RFC allows); 'unsatisfiable' when
 * the range lies past the end (answered with 416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
