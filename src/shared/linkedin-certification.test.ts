import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from './linkedin-certification';

describe('linkedInAddToProfileUrl', () => {
  const certification = {
    name: 'AI 101 for Business Owners',
    organizationName: 'AI Action Academy',
    issuedAt: '2026-11-23T19:05:00.000Z',
    certificateId: 'CERT-2026-ABC234',
    verifyUrl: 'https://academy.example/verify/CERT-2026-ABC234',
  };

  it('opens LinkedIn’s add-certification form with the name, organisation, issue month, ID and verify URL', () => {
    const url = new URL(linkedInAddToProfileUrl(certification));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'AI 101 for Business Owners',
      organizationName: 'AI Action Academy',
      issueYear: '2026',
      issueMonth: '11',
      certId: 'CERT-2026-ABC234',
      certUrl: 'https://academy.example/verify/CERT-2026-ABC234',
    });
  });

  it('takes the month in UTC, as the certificate shows its date', () => {
    const url = new URL(linkedInAddToProfileUrl({ ...certification, issuedAt: '2026-12-31T23:30:00.000Z' }));
    expect(url.searchParams.get('issueYear')).toBe('2026');
    expect(url.searchParams.get('issueMonth')).toBe('12');
  });

  it('escapes titles with ampersands and other reserved characters', () => {
    const url = new URL(linkedInAddToProfileUrl({ ...certification, name: 'Sales & Marketing: AI?' }));
    expect(url.searchParams.get('name')).toBe('Sales & Marketing: AI?');
  });

  it('adds the expiry month of a certification that lapses, and none otherwise', () => {
    const url = new URL(linkedInAddToProfileUrl({ ...certification, expiresAt: '2027-11-23T19:05:00.000Z' }));
    expect(url.searchParams.get('expirationYear')).toBe('2027');
    expect(url.searchParams.get('expirationMonth')).toBe('11');
    expect(new URL(linkedInAddToProfileUrl({ ...certification, expiresAt: null })).searchParams.has('expirationYear')).toBe(false);
  });
});
