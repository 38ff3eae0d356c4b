import { entitlementsOf } from './entitlements';

/**
 * Priority support (issue 29): Elite members are promised an answer within 24 hours. The inbox
 * puts their open messages first and shows each one's clock: marked once 12 hours have passed,
 * overdue past 24. No I/O; the server orders by the same rule (`isEliteWaiting`).
 */

export const ELITE_REPLY_HOURS = entitlementsOf('elite').supportReplyHours ?? 24;
export const ELITE_WARNING_HOURS = 12;
const HOUR_MS = 60 * 60 * 1000;

export type SupportClockState = 'on-time' | 'past-12-hours' | 'overdue';

export interface SupportClock {
  state: SupportClockState;
  /** Whole hours left before the 24 hours run out (0 once overdue). */
  hoursLeft: number;
  /** Whole hours past the 24 (0 until overdue). */
  hoursOverdue: number;
}

interface InboxMessageTimes {
  priority: 'pro' | 'elite' | null;
  createdAt: string | Date;
  handledAt: string | Date | null;
}

/** A message nobody has handled yet from a plan with a reply clock (Elite): it runs on the 24-hour clock and is listed first. */
export function isEliteWaiting(message: InboxMessageTimes): boolean {
  return message.priority !== null && entitlementsOf(message.priority).supportReplyHours !== null && message.handledAt === null;
}

/** The 24-hour clock of an Elite message still waiting at `now`; null for any other message. */
export function supportClock(message: InboxMessageTimes, now: Date): SupportClock | null {
  if (!isEliteWaiting(message)) return null;
  const waitedMs = Math.max(0, now.getTime() - new Date(message.createdAt).getTime());
  const leftMs = ELITE_REPLY_HOURS * HOUR_MS - waitedMs;
  const state: SupportClockState = leftMs <= 0 ? 'overdue' : waitedMs >= ELITE_WARNING_HOURS * HOUR_MS ? 'past-12-hours' : 'on-time';
  return { state, hoursLeft: Math.max(0, Math.ceil(leftMs / HOUR_MS)), hoursOverdue: leftMs < 0 ? Math.floor(-leftMs / HOUR_MS) : 0 };
}

/** What the inbox says of the clock: 'Reply within 20 hours', 'Overdue by 3 hours'. */
export function supportClockLabel(clock: SupportClock): string {
  if (clock.state === 'overdue') return clock.hoursOverdue < 1 ? 'Overdue: past 24 hours' : `Overdue by ${clock.hoursOverdue} ${clock.hoursOverdue === 1 ? 'hour' : 'hours'}`;
  return `Reply within ${clock.hoursLeft} ${clock.hoursLeft === 1 ? 'hour' : 'hours'}`;
}
