/** Longest redirect target followed; a longer value is refused rather than cut. */
export const MAX_REDIRECT_LENGTH = 2048;

const PLACEHOLDER_ORIGIN = 'https://same-site.invalid';

/**
 * A post-sign-in target taken from the address bar is attacker-controlled, so only a path on
 * this site is followed ('/courses/x?tab=y#z'); anything else gives `fallback`. Browsers read
 * '\' as '/' and drop tabs and newlines inside URLs, which is how '/\evil' and '/\t/evil' turn
 * into the protocol-relative '//evil': those are refused before the final origin check.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is what this check is for
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PLACEHOLDER_ORIGIN) return fallback;
  return value;
}
