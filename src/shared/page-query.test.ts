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

describe("changesPage on the auth page's query", () => {
  it('keeps a plan, which opens Sign Up with the plan named, and the forgot-password view', () => {
    for (const plan of ['free', 'pro', 'elite']) expect(changesPage('plan', plan), plan).toBe(true);
    expect(changesPage('view', 'forgot-password')).toBe(true);
  });

  it('treats an unknown plan or view as none, so the page renders and is cached as the plain sign-in', () => {
    for (const value of ['gold', 'Pro', '', 'toString']) expect(changesPage('plan', value), value).toBe(false);
    for (const value of ['reset', '']) expect(changesPage('view', value), value).toBe(false);
  });
});
