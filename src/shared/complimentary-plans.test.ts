import { describe, expect, it } from 'vitest';
import { complimentaryEnd, grantInForce, ownPlan } from './complimentary-plans';

const now = new Date('2026-11-26T10:00:00Z');
const grant = (plan: 'pro' | 'elite', endsAt: string, endedAt: string | null = null) => ({
  plan,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date(endsAt),
  endedAt: endedAt ? new Date(endedAt) : null,
});

describe('complimentary plans', () => {
  it('gives its plan from its start until its end, unless an admin ended it', () => {
    expect(grantInForce(grant('pro', '2026-12-01T00:00:00Z'), now)).toBe(true);
    expect(grantInForce(grant('pro', '2026-11-26T10:00:00Z'), now)).toBe(false);
    expect(grantInForce(grant('pro', '2026-12-01T00:00:00Z', '2026-11-20T00:00:00Z'), now)).toBe(false);
  });

  it('counts the higher of the paid plan and the plan given', () => {
    expect(ownPlan('free', grant('pro', '2026-12-01T00:00:00Z'), now)).toBe('pro');
    expect(ownPlan('elite', grant('pro', '2026-12-01T00:00:00Z'), now)).toBe('elite');
    expect(ownPlan('free', grant('elite', '2026-11-02T00:00:00Z'), now)).toBe('free');
    expect(ownPlan('pro', null, now)).toBe('pro');
  });

  it('ends a grant at the end of its last day, after today and within three years', () => {
    expect(complimentaryEnd('2026-12-26', now)).toEqual({ endsAt: new Date('2026-12-27T00:00:00Z') });
    expect(complimentaryEnd('2026-11-25', now)).toEqual({ problem: 'Choose an end date after today.' });
    expect(complimentaryEnd('2030-01-01', now)).toEqual({ problem: 'A plan is given for at most three years at a time: choose an earlier end date.' });
    expect(complimentaryEnd('26-12-2026', now)).toEqual({ problem: 'Choose an end date like 2026-12-31.' });
  });
});
