import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first letter and the domain, hiding the rest behind two to six dots', () => {
    expect(maskEmail('ana@example.com')).toBe('a••@example.com');
    expect(maskEmail('b@example.com')).toBe('b••@example.com');
    expect(maskEmail('christopher.long@example.com')).toBe('c••••••@example.com');
  });
});
