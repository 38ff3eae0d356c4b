import { describe, expect, it } from 'vitest';
import { MAX_COURSE_SLUG_LENGTH, slugFormProblem, slugFromTitle } from './course-slug';

describe('slugFromTitle', () => {
  it('turns a title into lowercase words joined by dashes', () => {
    expect(slugFromTitle('AI 101 for Business Owners')).toBe('ai-101-for-business-owners');
    expect(slugFromTitle('  Sales & Marketing: the basics!  ')).toBe('sales-and-marketing-the-basics');
  });

  it('drops accents and apostrophes instead of splitting words on them', () => {
    expect(slugFromTitle("Café Owner's Guide")).toBe('cafe-owners-guide');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugFromTitle('!!! ???')).toBe('');
  });

  it('stops at a whole word within the length limit', () => {
    const slug = slugFromTitle('automation '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(MAX_COURSE_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((word) => word === 'automation')).toBe(true);
  });

  it('gives slugs the form check accepts', () => {
    for (const title of ['AI 101 for Business Owners', 'Café Owner’s Guide', 'x'.repeat(150)]) {
      expect(slugFormProblem(slugFromTitle(title))).toBeNull();
    }
  });
});

describe('slugFormProblem', () => {
  it('refuses empty, overlong and badly formed slugs with a message', () => {
    expect(slugFormProblem('')).toMatch(/Enter an address/);
    expect(slugFormProblem('a'.repeat(101))).toMatch(/at most 100/);
    for (const bad of ['Upper', 'two--dashes', '-edge', 'edge-', 'under_score']) expect(slugFormProblem(bad)).toMatch(/lowercase/);
  });
});
