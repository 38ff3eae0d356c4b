import { describe, expect, it } from 'vitest';
import { isEliteWaiting, supportClock, supportClockLabel } from './support-priority';

const received = new Date('2026-11-20T09:00:00Z');
const after = (hours: number) => new Date(received.getTime() + hours * 60 * 60 * 1000);
const elite = { priority: 'elite' as const, createdAt: received.toISOString(), handledAt: null };

describe('supportClock', () => {
  it('runs 24 hours for an Elite message nobody has handled', () => {
    expect(supportClock(elite, after(3.5))).toEqual({ state: 'on-time', hoursLeft: 21, hoursOverdue: 0 });
    expect(supportClockLabel(supportClock(elite, after(3.5))!)).toBe('Reply within 21 hours');
  });

  it('marks the message once 12 hours have passed', () => {
    expect(supportClock(elite, after(11.9))?.state).toBe('on-time');
    expect(supportClock(elite, after(12))?.state).toBe('past-12-hours');
    expect(supportClock(elite, after(23.5))).toEqual({ state: 'past-12-hours', hoursLeft: 1, hoursOverdue: 0 });
    expect(supportClockLabel(supportClock(elite, after(23.5))!)).toBe('Reply within 1 hour');
  });

  it('is overdue past 24 hours, counting the hours over', () => {
    expect(supportClock(elite, after(24))?.state).toBe('overdue');
    expect(supportClockLabel(supportClock(elite, after(24.2))!)).toBe('Overdue: past 24 hours');
    expect(supportClock(elite, after(27.5))).toEqual({ state: 'overdue', hoursLeft: 0, hoursOverdue: 3 });
    expect(supportClockLabel(supportClock(elite, after(27.5))!)).toBe('Overdue by 3 hours');
  });

  it('runs no clock for a handled message, a Pro member or a visitor', () => {
    expect(supportClock({ ...elite, handledAt: after(2).toISOString() }, after(30))).toBeNull();
    expect(supportClock({ ...elite, priority: 'pro' }, after(30))).toBeNull();
    expect(supportClock({ ...elite, priority: null }, after(30))).toBeNull();
    expect(isEliteWaiting({ ...elite, priority: 'pro' })).toBe(false);
    expect(isEliteWaiting(elite)).toBe(true);
  });
});
