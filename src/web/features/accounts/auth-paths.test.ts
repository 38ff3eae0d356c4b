import { describe, expect, it } from 'vitest';
import { signedInLanding } from './auth-paths';

describe('signedInLanding', () => {
  it('sends an admin to /admin and a learner to /dashboard when no redirect was asked for', () => {
    expect(signedInLanding(null, true)).toBe('/admin');
    expect(signedInLanding(null, false)).toBe('/dashboard');
  });

  it('follows a redirect on this site, for an admin too, so the learner dashboard stays reachable', () => {
    expect(signedInLanding('/dashboard', true)).toBe('/dashboard');
    expect(signedInLanding('/courses/ai-101?tab=x', false)).toBe('/courses/ai-101?tab=x');
  });

  it('falls back to the person’s home for a redirect off the site', () => {
    expect(signedInLanding('https://evil.example/', true)).toBe('/admin');
    expect(signedInLanding('//evil.example', false)).toBe('/dashboard');
  });
});
