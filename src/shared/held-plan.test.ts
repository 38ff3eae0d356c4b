import { describe, expect, it } from 'vitest';
import { eliteMembershipYear, heldPlan, type PlanHoldings } from './held-plan';

const now = new Date('2026-11-26T10:00:00Z');
const free = { plan: 'free' as const, periodStart: new Date('2026-01-01T00:00:00Z'), periodEnd: null };
const grant = (plan: 'pro' | 'elite', startsAt: string, endsAt: string, endedAt: string | null = null) => ({
  plan,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  endedAt: endedAt ? new Date(endedAt) : null,
});
const holdings = (overrides: Partial<PlanHoldings>): PlanHoldings => ({ paid: free, given: null, seat: false, ...overrides });

describe('the plan a learner holds', () => {
  it('is the highest of paid, given by hand and a team seat, with where it comes from', () => {
    expect(heldPlan(holdings({}), now)).toEqual({ plan: 'free', source: 'free' });
    expect(heldPlan(holdings({ seat: true }), now)).toEqual({ plan: 'pro', source: 'team' });
    expect(heldPlan(holdings({ given: grant('elite', '2026-11-01', '2027-01-01'), seat: true }), now)).toEqual({ plan: 'elite', source: 'complimentary' });
    expect(heldPlan(holdings({ paid: { ...free, plan: 'pro' }, given: grant('elite', '2026-11-01', '2027-01-01') }), now)).toEqual({ plan: 'elite', source: 'complimentary' });
    expect(heldPlan(holdings({ paid: { ...free, plan: 'elite' }, given: grant('pro', '2026-11-01', '2027-01-01') }), now)).toEqual({ plan: 'elite', source: 'subscription' });
  });

  it('leaves out a grant ended by an admin or past its end', () => {
    expect(heldPlan(holdings({ given: grant('elite', '2026-11-01', '2027-01-01', '2026-11-20') }), now).plan).toBe('free');
    expect(heldPlan(holdings({ given: grant('elite', '2026-01-01', '2026-11-26T09:59:59Z') }), now).plan).toBe('free');
  });
});

describe('the Elite membership year', () => {
  it('is the subscription period of a paid Elite plan', () => {
    const paid = { plan: 'elite' as const, periodStart: new Date('2026-03-01T00:00:00Z'), periodEnd: new Date('2027-03-01T00:00:00Z') };
    expect(eliteMembershipYear({ paid, given: grant('elite', '2026-11-01', '2027-01-01') }, now)).toEqual({ start: paid.periodStart, end: paid.periodEnd });
  });

  it('counts years from the start of an Elite plan given by hand, the last one ending with the grant', () => {
    expect(eliteMembershipYear({ paid: free, given: grant('elite', '2026-11-01T00:00:00Z', '2027-02-01T00:00:00Z') }, now)).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2027-02-01T00:00:00Z'),
    });
    expect(eliteMembershipYear({ paid: free, given: grant('elite', '2024-12-01T00:00:00Z', '2027-06-01T00:00:00Z') }, now)).toEqual({
      start: new Date('2025-12-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
    });
    expect(eliteMembershipYear({ paid: free, given: grant('elite', '2024-02-29T00:00:00Z', '2027-06-01T00:00:00Z') }, new Date('2025-03-01T00:00:00Z'))).toEqual({
      start: new Date('2025-02-28T00:00:00Z'),
      end: new Date('2026-02-28T00:00:00Z'),
    });
  });

  it('is null without Elite: a Pro grant, an ended grant, a paid Pro plan', () => {
    expect(eliteMembershipYear({ paid: free, given: grant('pro', '2026-11-01', '2027-01-01') }, now)).toBeNull();
    expect(eliteMembershipYear({ paid: free, given: grant('elite', '2026-11-01', '2027-01-01', '2026-11-20') }, now)).toBeNull();
    expect(eliteMembershipYear({ paid: { ...free, plan: 'pro' }, given: null }, now)).toBeNull();
  });
});
