import { describe, expect, it } from 'vitest';
import { changesPage } from './page-query';

describe('changesPage', () => {
  it('keeps a course level and a known contact type, as the pages read them', () => {
    expect(changesPage('level', 'Advanced')).toBe(true);
    expect(changesPage('type', 'corporate')).toBe(true);
  });

  it('treats an unknown level or contact type as none', () => {
    for (const value of ['advanced', 'Nonsense', '', 'toString']) expect(changesPage('level', value), value).toBe(false);
    for (const value of ['hr', 'toString', '']) expect(changesPage('type', value), value).toBe(false);
  });
});
