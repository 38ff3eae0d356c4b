import { describe, expect, it } from 'vitest';
import { dueRenewalNotice, renewalChargeCents } from './renewal-notices';

const renewal = new Date('2027-01-31T12:00:00Z');
const daysBefore = (days: number) => new Date(renewal.getTime() - days * 24 * 60 * 60_000);

describe('dueRenewalNotice', () => {
  it('is none more than 30 days before the renewal', () => {
    expect(dueRenewalNotice(renewal, daysBefore(30.01))).toBeNull();
    expect(dueRenewalNotice(renewal, daysBefore(200))).toBeNull();
  });

  it('is the 30-day notice from 30 days before until 7 days before', () => {
    expect(dueRenewalNotice(renewal, daysBefore(30))).toBe('30-days');
    expect(dueRenewalNotice(renewal, daysBefore(8))).toBe('30-days');
    expect(dueRenewalNotice(renewal, daysBefore(7.001))).toBe('30-days');
  });

  it('is the 7-day notice in the last 7 days', () => {
    expect(dueRenewalNotice(renewal, daysBefore(7))).toBe('7-days');
    expect(dueRenewalNotice(renewal, daysBefore(0.01))).toBe('7-days');
  });

  it('is none once the renewal is due or past', () => {
    expect(dueRenewalNotice(renewal, renewal)).toBeNull();
    expect(dueRenewalNotice(renewal, daysBefore(-1))).toBeNull();
  });
});

describe('renewalChargeCents', () => {
  const twentyOff = { kind: 'percent', percentOff: 20 } as const;

  it('charges the list price without a code', () => {
    expect(renewalChargeCents('pro', null)).toBe(24_900);
    expect(renewalChargeCents('elite', null)).toBe(69_900);
  });

  it('takes a forever code off every renewal: 20% off $249 is $199.20', () => {
    expect(renewalChargeCents('pro', { discount: twentyOff, duration: 'forever', plans: ['pro'] })).toBe(19_920);
    expect(renewalChargeCents('elite', { discount: { kind: 'amount', amountOffCents: 10_000 }, duration: 'forever', plans: ['pro', 'elite'] })).toBe(59_900);
  });

  it('charges the list price after a first-year code', () => {
    expect(renewalChargeCents('pro', { discount: twentyOff, duration: 'once', plans: ['pro'] })).toBe(24_900);
  });

  it('charges the list price for a plan the code does not apply to (after an upgrade)', () => {
    expect(renewalChargeCents('elite', { discount: twentyOff, duration: 'forever', plans: ['pro'] })).toBe(69_900);
  });
});
