import { describe, expect, it } from 'vitest';
import { listSearch, parseChoice, parsePage } from './list-params';

describe('an admin list in the address bar', () => {
  it('reads a whole page number from 1 to 10,000, and page 1 from anything else', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'two', '10001']) expect(parsePage(bad), String(bad)).toBe(1);
  });

  it('reads only one of the allowed values, else the default', () => {
    expect(parseChoice('draft', ['published', 'draft'] as const)).toBe('draft');
    expect(parseChoice('archived', ['published', 'draft'] as const)).toBeUndefined();
    expect(parseChoice(null, ['published', 'draft'] as const)).toBeUndefined();
  });

  it('writes the view in its order, leaving out empty values and page 1', () => {
    expect(listSearch({ status: 'draft', q: 'prompt tips', page: 2 })).toBe('?status=draft&q=prompt+tips&page=2');
    expect(listSearch({ status: undefined, q: '', page: 1 })).toBe('');
  });
});
