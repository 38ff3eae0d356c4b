import { describe, expect, it } from 'vitest';
import { effectivePlan, invitationExpiresAt, oneMonthAfter, parseInviteList, seatCountProblem, seatProrationCents, seatReductionProblem, seatsAfterLateState, seatsInForce } from './teams';

describe('what a seat gives', () => {
  it('gives Pro to a free learner holding a seat of a team in force', () => {
    expect(effectivePlan('free', true)).toBe('pro');
  });

  it('keeps the higher plan: an Elite member stays Elite, and a seat never gives Elite', () => {
    expect(effectivePlan('elite', true)).toBe('elite');
    expect(effectivePlan('pro', true)).toBe('pro');
    expect(effectivePlan('free', false)).toBe('free');
  });
});

describe('seats', () => {
  it('sells 1 to 50 whole seats and sends larger teams to the contact form', () => {
    expect(seatCountProblem(3)).toBeNull();
    expect(seatCountProblem(0)).toBe('Choose at least 1 seat.');
    expect(seatCountProblem(2.5)).toBe('Choose at least 1 seat.');
    expect(seatCountProblem(51)).toContain("'Ask About Team Access'");
  });

  it('counts added seats at once and removed seats only from the next period', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    expect(seatsInForce(undefined, { quantity: 3, periodStart: start })).toBe(3);
    expect(seatsInForce({ seats: 3, periodStart: start }, { quantity: 5, periodStart: start })).toBe(5);
    expect(seatsInForce({ seats: 5, periodStart: start }, { quantity: 2, periodStart: start })).toBe(5);
    expect(seatsInForce({ seats: 5, periodStart: start }, { quantity: 2, periodStart: new Date('2026-12-01T00:00:00Z') })).toBe(2);
  });

  it('keeps the most seats a period had when its states arrive out of order, and ignores late states of another period', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const earlier = new Date('2026-10-01T00:00:00Z');
    expect(seatsAfterLateState({ seats: 5, periodStart: start }, { quantity: 7, periodStart: start })).toBe(7);
    expect(seatsAfterLateState({ seats: 5, periodStart: start }, { quantity: 3, periodStart: start })).toBe(5);
    expect(seatsAfterLateState({ seats: 4, periodStart: start }, { quantity: 7, periodStart: earlier })).toBe(4);
    expect(seatsAfterLateState({ seats: 4, periodStart: null }, { quantity: 7, periodStart: start })).toBe(4);
  });

  it('charges added seats for the share of the month left, to the cent', () => {
    const period = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
    expect(seatProrationCents(2, period, new Date('2026-11-16T00:00:00Z'))).toBe(1000);
    expect(seatProrationCents(1, period, period.start)).toBe(1000);
    expect(seatProrationCents(0, period, period.start)).toBe(0);
  });

  it('refuses fewer seats than members plus pending invitations', () => {
    expect(seatReductionProblem(3, { members: 2, pending: 1 })).toBeNull();
    expect(seatReductionProblem(2, { members: 2, pending: 1 })).toBe('Your team uses 3 seats (members and pending invitations). Remove a member or revoke an invitation first.');
  });

  it('runs a period for a month, ending on the last day of a shorter month', () => {
    expect(oneMonthAfter(new Date('2026-11-26T03:00:00Z')).toISOString()).toBe('2026-12-26T03:00:00.000Z');
    expect(oneMonthAfter(new Date('2027-01-31T00:00:00Z')).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('invitation lists', () => {
  const limits = { freeSeats: 3, ownerEmail: 'owner@bakery.com' };

  it('reads a pasted list, one address or many, without repeats', () => {
    expect(parseInviteList('ana@bakery.com,\nBEN@bakery.com; ana@bakery.com ', limits)).toEqual({ ok: true, emails: ['ana@bakery.com', 'ben@bakery.com'] });
  });

  it('refuses the whole list for one malformed address, an empty paste or the owner', () => {
    expect(parseInviteList('ana@bakery.com, ben-at-bakery', limits)).toEqual({ ok: false, problem: '"ben-at-bakery" is not an email address.' });
    expect(parseInviteList('  ', limits)).toEqual({ ok: false, problem: 'Enter at least one email address.' });
    expect(parseInviteList('Owner@Bakery.com', limits)).toEqual({ ok: false, problem: 'You own this team: invite the people who will take its seats, not yourself.' });
  });

  it('refuses more addresses than free seats, and 1,000 addresses before reading them', () => {
    expect(parseInviteList('a@x.com b@x.com c@x.com d@x.com', limits)).toEqual({ ok: false, problem: 'You have 3 free seats: invite at most 3 people, or add seats.' });
    const thousand = Array.from({ length: 1000 }, (_, i) => `p${i}@x.com`).join('\n');
    expect(parseInviteList(thousand, limits)).toEqual({ ok: false, problem: 'Invite at most 50 people at once: you pasted 1000 addresses.' });
  });

  it('expires a link 14 days after it is sent', () => {
    expect(invitationExpiresAt(new Date('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-12-10T00:00:00.000Z');
  });
});
