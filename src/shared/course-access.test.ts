import { describe, expect, it } from 'vitest';
import { acceptsEnrolment } from './course-access';

describe('acceptsEnrolment', () => {
  it('takes anyone into a published course, and only admins into a draft', () => {
    expect(acceptsEnrolment({ published: true }, { isAdmin: false })).toBe(true);
    expect(acceptsEnrolment({ published: true }, { isAdmin: true })).toBe(true);
    expect(acceptsEnrolment({ published: false }, { isAdmin: false })).toBe(false);
    expect(acceptsEnrolment({ published: false }, { isAdmin: true })).toBe(true);
  });
});
