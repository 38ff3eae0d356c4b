import { planRank, TEAM_ACCESS, type Plan } from './plans';

/**
 * Team Access rules both sides use (issue 30, decision 0088): what a seat gives, how many seats
 * are in force, what an invitation list may hold and when a link expires. No I/O.
 */

/** A seat's price in cents, per month. */
export const TEAM_SEAT_PRICE_CENTS = TEAM_ACCESS.pricePerSeatPerMonth * 100;

/**
 * The plan that counts for a viewer: their own, or Pro from a seat of a team whose subscription
 * is in force, whichever is higher. A seat never gives Elite (nor its services).
 */
export function effectivePlan(ownPlan: Plan, holdsActiveSeat: boolean): Plan {
  if (!holdsActiveSeat) return ownPlan;
  return planRank(ownPlan) >= planRank(TEAM_ACCESS.seatPlan) ? ownPlan : TEAM_ACCESS.seatPlan;
}

/** What a team may buy on the site: a whole number of seats from 1 to 50 (more: by contact). */
export function seatCountProblem(seats: number): string | null {
  if (!Number.isInteger(seats) || seats < 1) return 'Choose at least 1 seat.';
  if (seats > TEAM_ACCESS.maxSeats) return `Teams of more than ${TEAM_ACCESS.maxSeats} seats are set up with us: choose 'Ask About Team Access'.`;
  return null;
}

/** A month after `start`, the length of a team's period (the last day of a shorter month when it has no such day). */
export function oneMonthAfter(start: Date): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * Seats in force after the provider reports `quantity`: added seats count at once (they are
 * charged prorated); removed seats stay until the period they were paid for ends, so a quantity
 * below the seats in force applies only from a later period.
 */
export function seatsInForce(stored: { seats: number; periodStart: Date | null } | undefined, incoming: { quantity: number; periodStart: Date | null }): number {
  if (!stored) return incoming.quantity;
  const newPeriod = incoming.periodStart !== null && (stored.periodStart === null || incoming.periodStart.getTime() > stored.periodStart.getTime());
  if (newPeriod || incoming.quantity >= stored.seats) return incoming.quantity;
  return stored.seats;
}

/**
 * The seats in force when a provider state arrives after a newer one (events out of order). Within
 * one period the seats in force are the most it ever had (added seats count at once, removed ones
 * only from the next period), so a late state of the same period with more seats still raises
 * them; a late state of another period changes nothing.
 */
export function seatsAfterLateState(stored: { seats: number; periodStart: Date | null }, late: { quantity: number; periodStart: Date | null }): number {
  const samePeriod = stored.periodStart !== null && late.periodStart !== null && stored.periodStart.getTime() === late.periodStart.getTime();
  return samePeriod ? Math.max(stored.seats, late.quantity) : stored.seats;
}

/** What adding `added` seats costs now: their monthly price for the share of the period left, to the cent. */
export function seatProrationCents(added: number, period: { start: Date; end: Date }, now: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  if (added <= 0 || length <= 0) return 0;
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), length);
  return Math.round((added * TEAM_SEAT_PRICE_CENTS * left) / length);
}

/** Why the seats cannot go down to `seats` now, or null: never below the members plus pending invitations. */
export function seatReductionProblem(seats: number, taken: { members: number; pending: number }): string | null {
  const used = taken.members + taken.pending;
  if (seats >= used) return null;
  return `Your team uses ${used} ${used === 1 ? 'seat' : 'seats'} (members and pending invitations). Remove a member or revoke an invitation first.`;
}

/** An invitation link works for 14 days. */
export const INVITATION_DAYS = 14;

export function invitationExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
}

/** The most addresses one paste may hold before any is looked at. */
export const MAX_INVITE_ADDRESSES = TEAM_ACCESS.maxSeats;

const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;

export type InviteListResult = { ok: true; emails: string[] } | { ok: false; problem: string };

/**
 * A pasted list of addresses (commas, semicolons, spaces or lines between them), lower-cased and
 * without repeats; refused whole when one is malformed, when there are none, when it holds more
 * than the seats free, or the owner's own address.
 */
export function parseInviteList(text: string, limits: { freeSeats: number; ownerEmail: string }): InviteListResult {
  const parts = text.split(/[\s,;]+/).filter((part) => part.length > 0);
  if (parts.length === 0) return { ok: false, problem: 'Enter at least one email address.' };
  if (parts.length > MAX_INVITE_ADDRESSES) return { ok: false, problem: `Invite at most ${MAX_INVITE_ADDRESSES} people at once: you pasted ${parts.length} addresses.` };
  const emails: string[] = [];
  for (const part of parts) {
    const email = part.toLowerCase();
    if (email.length > 254 || !EMAIL.test(email)) return { ok: false, problem: `"${part.slice(0, 80)}" is not an email address.` };
    if (email === limits.ownerEmail.toLowerCase()) return { ok: false, problem: 'You own this team: invite the people who will take its seats, not yourself.' };
    if (!emails.includes(email)) emails.push(email);
  }
  if (emails.length > limits.freeSeats) {
    return {
      ok: false,
      problem:
        limits.freeSeats === 0
          ? 'Every seat is taken: add seats or remove a member first.'
          : `You have ${limits.freeSeats} free ${limits.freeSeats === 1 ? 'seat' : 'seats'}: invite at most ${limits.freeSeats} ${limits.freeSeats === 1 ? 'person' : 'people'}, or add seats.`,
    };
  }
  return { ok: true, emails };
}

/** Why a team seat's Pro ended for a learner: the owner removed them, they left, or the team's subscription ended. */
export type SeatEndReason = 'removed' | 'left' | 'team-ended';

/**
 * 'Upgrade Required' for a learner whose Pro came from a team seat (decision 0099): why it ended,
 * in words, and what opens the course again.
 */
export function seatEndedMessage(reason: SeatEndReason, ownerName: string, requiredPlanName: string): string {
  const team = `${ownerName.trim() || 'your employer'}'s team`;
  const why =
    reason === 'team-ended'
      ? `The ${TEAM_ACCESS.name} subscription of ${team} has ended, so your seat no longer opens the Pro library.`
      : reason === 'removed'
        ? `Your seat on ${team} has ended: the team owner removed you, so the Pro library it gave you is closed.`
        : `You left ${team}, so its seat no longer opens the Pro library for you.`;
  return `${why} This course needs the ${requiredPlanName} plan or higher: ask the team owner ${reason === 'team-ended' ? 'to renew it' : 'for a seat'}, or choose a plan of your own.`;
}
