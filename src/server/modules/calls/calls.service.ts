import { randomUUID } from 'node:crypto';
import { CALL_MINUTES, isOfferedSlot, mayChangeCall, offeredSlots, type CallAvailability } from '../../../shared/call-slots';
import type { AdminCall, BookCallBody, CallAvailabilityInput, MyCallResponse } from '../../../shared/api/calls';
import { withTransaction, type DbExecutor, type Transaction } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { recordAdminAction, type AuditActor } from '../audit/audit.service';
import { eliteMembershipYearOf } from '../billing/subscription.service';
import { enqueueEmail } from '../mail/outgoing-email';
import { memberCallEmail, ownerCallEmail, type CallEmailSettings, type CallEvent } from './calls-emails';
import {
  cancelBooking,
  claimDueReminders,
  findActiveBooking,
  findAvailability,
  findCallForAdmin,
  insertBooking,
  listActiveCallsFrom,
  listCallsForAdmin,
  lockBookings,
  saveAvailability,
  setOutcome,
  type AvailabilityRow,
  type BookingRow,
} from './calls.data';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface CallsSettings {
  supportEmail: string;
  publicUrl: string;
}

const SLOT_TAKEN = 'Someone booked that time a moment ago. Choose another time.';
const ONE_PER_YEAR = 'Your Elite membership includes one strategy call a year, and this year’s is booked. Reschedule it from your dashboard instead.';
const NOT_OFFERED = 'That time is not open for booking: choose one of the times offered (at least the minimum notice ahead, within the owner’s hours).';

function availabilityOf(row: AvailabilityRow): CallAvailability {
  return { timeZone: row.timeZone, bufferMinutes: row.bufferMinutes, minimumNoticeHours: row.minimumNoticeHours, weekly: row.weeklyHours, oneOff: row.oneOffHours };
}

function presentAvailability(row: AvailabilityRow): CallAvailabilityInput {
  return { ...availabilityOf(row), meetingLink: row.meetingLink };
}

function presentAdminCall({ booking, member }: { booking: BookingRow; member: { email: string; firstName: string; lastName: string } }): AdminCall {
  return {
    id: booking.id,
    memberName: `${member.firstName} ${member.lastName}`.trim(),
    memberEmail: member.email,
    memberTimeZone: booking.memberTimeZone,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    status: booking.status === 'cancelled' ? 'booked' : booking.status,
    goal: booking.goal,
    challenge: booking.challenge,
  };
}

/**
 * The Elite strategy call (issue 29): one 45-minute call per membership year, booked from the
 * owner's availability, changed or cancelled until 24 hours before, with an invitation to the
 * member and the owner at each step and a reminder the day before. Every write checks the plan
 * and the slot again inside one transaction, under a lock that orders bookings across processes.
 */
export class CallsService {
  constructor(
    private readonly db: DbExecutor,
    private readonly settings: CallsSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async mine(viewer: Viewer): Promise<MyCallResponse> {
    return this.describe(this.db, viewer, this.clock());
  }

  async book(viewer: Viewer, body: BookCallBody): Promise<MyCallResponse> {
    return this.write(viewer, async (tx, year, availability, now) => {
      if (await findActiveBooking(tx, viewer.id, year.start)) throw new AppError('CONFLICT', ONE_PER_YEAR);
      const booking = await this.place(tx, viewer, year, availability, body, now, {
        goal: body.goal,
        challenge: body.challenge,
        calendarUid: `call-${randomUUID()}@${new URL(this.settings.publicUrl).hostname}`,
        calendarSequence: 0,
      });
      await this.tell(tx, 'booked', booking, viewer, availability, now);
    });
  }

  async reschedule(viewer: Viewer, body: { startsAt: Date; timeZone: string }): Promise<MyCallResponse> {
    return this.write(viewer, async (tx, year, availability, now) => {
      const current = await this.changeable(tx, viewer, year.start, now);
      await cancelBooking(tx, current.id, now);
      const booking = await this.place(tx, viewer, year, availability, body, now, {
        goal: current.goal,
        challenge: current.challenge,
        calendarUid: current.calendarUid,
        calendarSequence: current.calendarSequence + 1,
      });
      await this.tell(tx, 'rescheduled', booking, viewer, availability, now);
    });
  }

  async cancel(viewer: Viewer): Promise<MyCallResponse> {
    return this.write(viewer, async (tx, year, availability, now) => {
      const current = await this.changeable(tx, viewer, year.start, now);
      const cancelled = (await cancelBooking(tx, current.id, now))!;
      await this.tell(tx, 'cancelled', { ...cancelled, calendarSequence: cancelled.calendarSequence + 1 }, viewer, availability, now);
    });
  }

  async availability(): Promise<{ availability: CallAvailabilityInput | null }> {
    const row = await findAvailability(this.db);
    return { availability: row ? presentAvailability(row) : null };
  }

  async saveAvailability(admin: AuditActor, input: CallAvailabilityInput): Promise<{ availability: CallAvailabilityInput }> {
    const row = await withTransaction(this.db, async (tx) => {
      const before = await findAvailability(tx);
      const saved = await saveAvailability(tx, {
        timeZone: input.timeZone,
        bufferMinutes: input.bufferMinutes,
        minimumNoticeHours: input.minimumNoticeHours,
        meetingLink: input.meetingLink,
        weeklyHours: input.weekly,
        oneOffHours: input.oneOff,
      });
      await recordAdminAction(tx, {
        admin,
        action: 'calls.availability_saved',
        target: { type: 'calls', id: 'availability' },
        before: before ? presentAvailability(before) : null,
        after: presentAvailability(saved),
      });
      return saved;
    });
    return { availability: presentAvailability(row) };
  }

  async listForAdmin(view: 'upcoming' | 'past'): Promise<{ calls: AdminCall[] }> {
    return { calls: (await listCallsForAdmin(this.db, view, this.clock(), 200)).map(presentAdminCall) };
  }

  /** Marks a call that has started held or missed (again, to correct it). */
  async markOutcome(admin: AuditActor, id: string, outcome: 'held' | 'missed'): Promise<{ call: AdminCall }> {
    const found = await findCallForAdmin(this.db, id);
    if (!found || found.booking.status === 'cancelled') throw notFound('Call not found.');
    if (found.booking.startsAt.getTime() > this.clock().getTime()) throw new AppError('CONFLICT', 'This call has not started yet: mark it held or missed once its time has come.');
    await withTransaction(this.db, async (tx) => {
      await setOutcome(tx, id, outcome);
      await recordAdminAction(tx, { admin, action: 'call.outcome_recorded', target: { type: 'call', id }, before: { status: found.booking.status }, after: { status: outcome } });
    });
    return { call: presentAdminCall((await findCallForAdmin(this.db, id))!) };
  }

  /** Sends the reminders due now (calls starting within 24 hours); each call's reminder is claimed by one process, once. */
  async sendDueReminders(): Promise<number> {
    const now = this.clock();
    return withTransaction(this.db, async (tx) => {
      const due = await claimDueReminders(tx, now, DAY_MS);
      const availability = await findAvailability(tx);
      for (const booking of due) {
        const member = await this.memberOf(tx, booking.id);
        await enqueueEmail(tx, memberCallEmail('reminder', booking, member, this.emailSettings(availability), now));
      }
      return due.length;
    });
  }

  private async memberOf(db: DbExecutor, bookingId: string) {
    return (await findCallForAdmin(db, bookingId))!.member;
  }

  private emailSettings(availability: AvailabilityRow | undefined): CallEmailSettings {
    return { supportEmail: this.settings.supportEmail, publicUrl: this.settings.publicUrl, ownerTimeZone: availability?.timeZone ?? 'UTC' };
  }

  /** Runs a booking change for an Elite member in one transaction under the bookings lock, then answers the member's state. */
  private async write(viewer: Viewer, work: (tx: Transaction, year: { start: Date; end: Date | null }, availability: AvailabilityRow, now: Date) => Promise<void>): Promise<MyCallResponse> {
    const now = this.clock();
    return withTransaction(this.db, async (tx) => {
      const year = await eliteMembershipYearOf(tx, viewer.id, now);
      if (!year) throw new AppError('FORBIDDEN', 'The 1:1 strategy call comes with Elite Access. Upgrade from the pricing page to book one.');
      const availability = await findAvailability(tx);
      if (!availability) throw new AppError('CONFLICT', 'No times are open for calls yet. Please check back soon, or reply to your welcome email.');
      await lockBookings(tx);
      await work(tx, year, availability, now);
      return this.describe(tx, viewer, now);
    });
  }

  private async changeable(tx: Transaction, viewer: Viewer, yearStart: Date, now: Date): Promise<BookingRow> {
    const current = await findActiveBooking(tx, viewer.id, yearStart);
    if (!current || current.status !== 'booked') throw new AppError('CONFLICT', 'You have no upcoming strategy call to change.');
    if (!mayChangeCall(current.startsAt, now)) throw new AppError('CONFLICT', 'Your call starts within 24 hours, so it can no longer be changed here. Reply to your confirmation email if something came up.');
    return current;
  }

  private async checkSlot(tx: Transaction, availability: AvailabilityRow, year: { end: Date | null }, startsAt: Date, now: Date): Promise<void> {
    if (startsAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', 'That time has passed. Choose one of the times offered.', 'startsAt');
    if (year.end && startsAt.getTime() + CALL_MINUTES * MINUTE_MS > year.end.getTime()) {
      throw new AppError('BAD_REQUEST', 'That time is after your Elite membership year ends. Choose an earlier time.', 'startsAt');
    }
    const booked = await listActiveCallsFrom(tx, new Date(now.getTime() - DAY_MS));
    if (booked.some((call) => call.startsAt.getTime() === startsAt.getTime())) throw new AppError('CONFLICT', SLOT_TAKEN);
    if (!isOfferedSlot(availabilityOf(availability), booked, now, startsAt)) throw new AppError('BAD_REQUEST', NOT_OFFERED, 'startsAt');
  }

  /** Checks the slot and books the member into it: a new call, or a moved one keeping its calendar entry. */
  private async place(
    tx: Transaction,
    viewer: Viewer,
    year: { start: Date; end: Date | null },
    availability: AvailabilityRow,
    slot: { startsAt: Date; timeZone: string },
    now: Date,
    call: { goal: string; challenge: string; calendarUid: string; calendarSequence: number },
  ): Promise<BookingRow> {
    await this.checkSlot(tx, availability, year, slot.startsAt, now);
    return this.insert(
      tx,
      { userId: viewer.id, membershipYearStart: year.start, startsAt: slot.startsAt, memberTimeZone: slot.timeZone, meetingLink: availability.meetingLink, ...call },
      now,
    );
  }

  private async insert(tx: Transaction, values: Omit<Parameters<typeof insertBooking>[1], 'endsAt' | 'reminderSentAt'>, now: Date): Promise<BookingRow> {
    const endsAt = new Date(values.startsAt.getTime() + CALL_MINUTES * MINUTE_MS);
    // A call booked within a day of its start has had its reminder: the confirmation.
    const reminderSentAt = values.startsAt.getTime() - now.getTime() <= DAY_MS ? now : null;
    const booking = await insertBooking(tx, { ...values, endsAt, reminderSentAt });
    // The lock orders bookings; the unique indexes hold even without it.
    if (!booking) throw new AppError('CONFLICT', SLOT_TAKEN);
    return booking;
  }

  private async tell(tx: Transaction, event: Exclude<CallEvent, 'reminder'>, booking: BookingRow, viewer: Viewer, availability: AvailabilityRow, now: Date): Promise<void> {
    const settings = this.emailSettings(availability);
    await enqueueEmail(tx, memberCallEmail(event, booking, viewer, settings, now));
    await enqueueEmail(tx, ownerCallEmail(event, booking, viewer, settings, now));
  }

  private async describe(db: DbExecutor, viewer: Viewer, now: Date): Promise<MyCallResponse> {
    const year = await eliteMembershipYearOf(db, viewer.id, now);
    if (!year) return { unavailable: 'The 1:1 strategy call comes with Elite Access.', booking: null, slots: [], yearEndsAt: null };
    const booking = await findActiveBooking(db, viewer.id, year.start);
    const availability = await findAvailability(db);
    const mayChange = booking?.status === 'booked' && mayChangeCall(booking.startsAt, now);
    const slots =
      availability && (!booking || mayChange)
        ? offeredSlots(availabilityOf(availability), await listActiveCallsFrom(db, new Date(now.getTime() - DAY_MS)), now).filter(
            (slot) => !year.end || slot.getTime() + CALL_MINUTES * MINUTE_MS <= year.end.getTime(),
          )
        : [];
    return {
      unavailable: null,
      booking: booking
        ? {
            id: booking.id,
            startsAt: booking.startsAt.toISOString(),
            endsAt: booking.endsAt.toISOString(),
            status: booking.status,
            goal: booking.goal,
            challenge: booking.challenge,
            meetingLink: booking.meetingLink,
            mayChange,
          }
        : null,
      slots: slots.map((slot) => slot.toISOString()),
      yearEndsAt: year.end?.toISOString() ?? null,
    };
  }
}
