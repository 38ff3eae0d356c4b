import { describe, expect, it } from 'vitest';
import { subjectForContactType } from './contact-types';

describe('subjectForContactType', () => {
  it('prefills the subject of each partnership type', () => {
    expect(subjectForContactType('technology')).toBe('Technology Partnership Inquiry');
    expect(subjectForContactType('affiliate')).toBe('Affiliate Partnership Inquiry');
    expect(subjectForContactType('corporate')).toBe('Corporate Training Inquiry');
    expect(subjectForContactType('general')).toBe('Partnership Inquiry');
  });

  it('leaves the subject empty for no type or an unknown one', () => {
    expect(subjectForContactType(null)).toBe('');
    expect(subjectForContactType('toString')).toBe('');
    expect(subjectForContactType('Corporate')).toBe('');
  });
});
