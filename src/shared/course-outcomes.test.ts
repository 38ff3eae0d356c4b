import { describe, expect, it } from 'vitest';
import { courseOutcomesSchema, MAX_COURSE_OUTCOMES } from './course-outcomes';

describe('courseOutcomesSchema', () => {
  it('accepts a few short lines, trimmed, and none at all', () => {
    expect(courseOutcomesSchema.parse(['  Write a prompt  ', 'Plan a month'])).toEqual(['Write a prompt', 'Plan a month']);
    expect(courseOutcomesSchema.parse([])).toEqual([]);
  });

  it('refuses empty lines, long lines, line breaks and too many lines, saying which', () => {
    expect(courseOutcomesSchema.safeParse(['  ']).error?.issues[0]?.message).toBe('An outcome cannot be empty');
    expect(courseOutcomesSchema.safeParse(['x'.repeat(161)]).error?.issues[0]?.message).toBe('An outcome is at most 160 characters');
    expect(courseOutcomesSchema.safeParse(['one\ntwo']).success).toBe(false);
    expect(courseOutcomesSchema.safeParse(Array.from({ length: MAX_COURSE_OUTCOMES + 1 }, () => 'A line')).error?.issues[0]?.message).toBe(
      'A course lists at most 8 outcomes',
    );
  });
});
