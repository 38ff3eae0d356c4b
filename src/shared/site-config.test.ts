import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './site-config';

describe('parseSiteConfig', () => {
  it('reads the support address the server wrote', () => {
    expect(parseSiteConfig('{"supportEmail":"help@example.org"}')).toEqual({ ...DEFAULT_SITE_CONFIG, supportEmail: 'help@example.org' });
  });

  it('reads the company’s legal name and postal address', () => {
    const text = JSON.stringify({ supportEmail: 'help@example.org', legalName: 'Action Learning Ltd', postalAddress: '1 High Street, Leeds LS1 1AA' });
    expect(parseSiteConfig(text)).toEqual({ supportEmail: 'help@example.org', legalName: 'Action Learning Ltd', postalAddress: '1 High Street, Leeds LS1 1AA' });
  });

  it('falls back to the defaults when the block is missing or malformed', () => {
    for (const text of [undefined, null, '', '{', '{"supportEmail":42}', 'null']) {
      expect(parseSiteConfig(text), String(text)).toEqual(DEFAULT_SITE_CONFIG);
    }
  });
});
