import { describe, expect, it } from 'vitest';
import { createCertificateId, generateCertificateId, isCertificateId, NotEnoughRandomBytesError } from './certificate-id';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('createCertificateId', () => {
  it('writes the prefix, the year and six characters', () => {
    expect(createCertificateId(2025, bytes(0, 1, 2, 25, 26, 35))).toBe('CERT-2025-ABCZ09');
  });

  it('maps bytes to characters by their remainder over 36', () => {
    // 36 → A, 61 → Z, 72 → A, 97 → Z, 216 → A, 251 → 9 (the highest usable byte)
    expect(createCertificateId(2025, bytes(36, 61, 72, 97, 216, 251))).toBe('CERT-2025-AZAZA9');
  });

  it('skips bytes of 252 and above, which would favour the first four characters', () => {
    expect(createCertificateId(2026, bytes(252, 0, 255, 1, 253, 2, 3, 254, 4, 5))).toBe('CERT-2026-ABCDEF');
  });

  it('uses only the first six usable bytes', () => {
    expect(createCertificateId(2025, bytes(0, 0, 0, 0, 0, 0, 1, 1, 1))).toBe('CERT-2025-AAAAAA');
  });

  it('gives every character from the same number of usable byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 252; byte += 1) {
      const character = createCertificateId(2025, bytes(byte, 0, 0, 0, 0, 0)).charAt('CERT-2025-'.length);
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    expect(new Set(counts.values())).toEqual(new Set([7]));
  });

  it('refuses bytes that do not hold six usable values', () => {
    expect(() => createCertificateId(2025, bytes(1, 2, 3))).toThrow(NotEnoughRandomBytesError);
    expect(() => createCertificateId(2025, bytes(0, 1, 2, 3, 4, 252, 253))).toThrow(NotEnoughRandomBytesError);
    expect(() => createCertificateId(2025, new Uint8Array())).toThrow(NotEnoughRandomBytesError);
  });

  it.each([999, 10000, 2025.5, Number.NaN, -2025])('refuses the year %s', (year) => {
    expect(() => createCertificateId(year, bytes(0, 1, 2, 3, 4, 5))).toThrow(RangeError);
  });
});

describe('generateCertificateId', () => {
  it('makes a valid id in the UTC year of the date given', () => {
    const id = generateCertificateId(new Date('2027-06-15T12:00:00Z'));
    expect(isCertificateId(id)).toBe(true);
    expect(id.startsWith('CERT-2027-')).toBe(true);
  });

  it('uses the UTC year at the turn of the year', () => {
    expect(generateCertificateId(new Date('2025-12-31T23:59:59Z')).startsWith('CERT-2025-')).toBe(true);
    expect(generateCertificateId(new Date('2026-01-01T00:00:00Z')).startsWith('CERT-2026-')).toBe(true);
  });

  it('defaults to the current year', () => {
    expect(generateCertificateId().startsWith(`CERT-${new Date().getUTCFullYear()}-`)).toBe(true);
  });

  it('makes different ids on each call', () => {
    const ids = new Set(Array.from({ length: 200 }, () => generateCertificateId()));
    expect(ids.size).toBe(200);
  });
});

describe('isCertificateId', () => {
  it.each(['CERT-2025-ABC123', 'CERT-1999-000000', 'CERT-2030-ZZZZZZ'])('accepts %s', (value) => {
    expect(isCertificateId(value)).toBe(true);
  });

  it.each([
    ['lower-case characters', 'CERT-2025-abc123'],
    ['a lower-case prefix', 'cert-2025-ABC123'],
    ['five characters', 'CERT-2025-ABC12'],
    ['seven characters', 'CERT-2025-ABC1234'],
    ['a two-digit year', 'CERT-25-ABC123'],
    ['another prefix', 'CERX-2025-ABC123'],
    ['surrounding spaces', ' CERT-2025-ABC123 '],
    ['a trailing newline', 'CERT-2025-ABC123\n'],
    ['a symbol', 'CERT-2025-ABC-12'],
    ['an empty string', ''],
  ])('refuses %s', (_label, value) => {
    expect(isCertificateId(value)).toBe(false);
  });

  it('refuses values that are not strings', () => {
    expect(isCertificateId(null)).toBe(false);
    expect(isCertificateId(undefined)).toBe(false);
    expect(isCertificateId(2025)).toBe(false);
  });
});
