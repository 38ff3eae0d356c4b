import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from './safe-redirect';

const FALLBACK = '/dashboard';

describe('safeRedirectPath', () => {
  it.each(['/', '/courses', '/courses/ai-101-for-business-owners', '/learn/x?lesson=3#notes', '/search?q=a%2Fb&x=1', '/a/b/../c', '/profile#name'])(
    'follows the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path, FALLBACK)).toBe(path);
    },
  );

  it.each([
    ['an absolute https URL', 'https://evil.example'],
    ['an absolute http URL with a path', 'http://evil.example/dashboard'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/courses'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later in the path', '/courses\\..\\evil'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/courses\n/x'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL character', '/courses\u0000'],
    ['a DEL character', '/courses\u007f'],
    ['a relative path', 'courses'],
    ['a dot-relative path', './courses'],
    ['leading whitespace', ' /courses'],
    ['an empty string', ''],
  ])('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses a missing value', () => {
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
  });

  it('accepts a path of the maximum length and refuses a longer one', () => {
    const longest = `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`;
    expect(safeRedirectPath(longest, FALLBACK)).toBe(longest);
    expect(safeRedirectPath(`${longest}a`, FALLBACK)).toBe(FALLBACK);
  });

  it('returns the fallback it is given', () => {
    expect(safeRedirectPath('https://evil.example', '/')).toBe('/');
  });
});
