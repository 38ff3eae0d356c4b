import { describe, expect, it } from 'vitest';
import { createCertificateId, generateCertificateId, isCertificateId, NotEnoughRandomBytesError } from './certificate-id';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('createCertificateId', () => {
  it('writes the prefix, the year and six characters', () => {
    expect(createCertificateId(2025, bytes(0, 1, 2, 22, 23, 30))).toBe('CERT-2025-ABCZ29');
  });

  it('maps bytes to characters by their remainder over 31', () => {
    // 31 → A, 53 → Z, 62 → A, 84 → Z, 217 → A, 247 → 9 (the highest usable byte)
    expect(createCertificateId(2025, bytes(31, 53, 62, 84, 217, 247))).toBe('CERT-2025-AZAZA9');
  });

  it('skips bytes of 248 and above, which would favour the first eight characters', () => {
    expect(createCertificateId(2026, bytes(248, 0, 255, 1, 253, 2, 3, 250, 4, 5))).toBe('CERT-2026-ABCDEF');
  });

  it('never draws a character that looks like another (0/O, 1/I/L)', () => {
    const drawn = new Set<string>();
    for (let byte = 0; byte < 248; byte += 1) drawn.add(createCertificateId(2025, bytes(byte, 0, 0, 0, 0, 0)).charAt('CERT-2025-'.length));
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(drawn.has(lookAlike), lookAlike).toBe(false);
    for (let draw = 0; draw < 200; draw += 1) expect(generateCertificateId().slice('CERT-2025-'.length)).not.toMatch(/[01OIL]/);
  });

  it('uses only the first six usable bytes', () => {
    expect(createCertificateId(2025, bytes(0, 0, 0, 0, 0, 0, 1, 1, 1))).toBe('CERT-2025-AAAAAA');
  });

  it('gives every character from the same number of usable byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 248; byte += 1) {
      const character = createCertificateId(2025, bytes(byte, 0, 0, 0, 0, 0)).charAt('CERT-2025-'.length);
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(31);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('refuses bytes that do not hold six usable values', () => {
    expect(() => createCertificateId(2025, bytes(1, 2, 3))).toThrow(NotEnoughRandomBytesError);
    expect(() => createCertificateId(2025, bytes(0, 1, 2, 3, 4, 248, 253))).toThrow(NotEnoughRandomBytesError);
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
  it.each(['CERT-2025-ABC123', 'CERT-1999-000000', 'CERT-2030-ZZZZZZ', 'CERT-2026-OIL010'])('accepts %s, look-alikes of earlier ids included', (value) => {
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
