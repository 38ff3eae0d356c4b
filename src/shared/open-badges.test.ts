import { describe, expect, it } from 'vitest';
import { COMPACT_JWS, normalizePastedCredential, openBadgeStatus } from './open-badges';

const now = new Date('2026-11-26T12:00:00Z');
const onRecord = { revokedAt: null };

describe('openBadgeStatus', () => {
  it('calls a credential with a good signature, on record and not past its end valid', () => {
    expect(openBadgeStatus({ signatureValid: true, record: onRecord, validUntil: null, now })).toBe('valid');
    expect(openBadgeStatus({ signatureValid: true, record: onRecord, validUntil: new Date('2027-01-01T00:00:00Z'), now })).toBe('valid');
  });

  it('calls any credential whose signature does not hold tampered, whatever else it says', () => {
    expect(openBadgeStatus({ signatureValid: false, record: onRecord, validUntil: null, now })).toBe('tampered');
    expect(openBadgeStatus({ signatureValid: false, record: { revokedAt: now }, validUntil: new Date('2020-01-01T00:00:00Z'), now })).toBe('tampered');
  });

  it('calls a revoked, replaced or no longer recorded certificate revoked, before expiry', () => {
    expect(openBadgeStatus({ signatureValid: true, record: { revokedAt: now }, validUntil: null, now })).toBe('revoked');
    expect(openBadgeStatus({ signatureValid: true, record: { revokedAt: null, replacedBy: 'CERT-2026-ABCDEF' }, validUntil: null, now })).toBe('revoked');
    expect(openBadgeStatus({ signatureValid: true, record: undefined, validUntil: new Date('2020-01-01T00:00:00Z'), now })).toBe('revoked');
  });

  it('calls a credential expired from the instant its validUntil passes', () => {
    expect(openBadgeStatus({ signatureValid: true, record: onRecord, validUntil: now, now })).toBe('expired');
  });
});

describe('pasted credentials', () => {
  it('drops the spaces and line breaks a mail client folds into a long line', () => {
    expect(normalizePastedCredential(' eyJh.eyJi\n.c2ln \n')).toBe('eyJh.eyJi.c2ln');
    expect(COMPACT_JWS.test('eyJh.eyJi.c2ln')).toBe(true);
    expect(COMPACT_JWS.test('{"@context":[]}')).toBe(false);
  });
});
