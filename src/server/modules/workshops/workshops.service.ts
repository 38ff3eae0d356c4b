import { randomUUID } from 'node:crypto';
import type { AdminWorkshop, MemberWorkshop, MyWorkshopsResponse, WorkshopInput, WorkshopRegistrant } from '../../../shared/api/workshops';
import { zonedTimeToInstant } from '../../../shared/call-slots';
import { grants } from '../../../shared/entitlements';
import { withTransaction, type DbExecutor, type Transaction } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { mayActAsAdmin, type Viewer } from '../accounts/viewer';
import { enqueueEmail } from '../mail/outgoing-email';
import { findReadyVideo, type FileToServe } from '../media/media.service';
import { workshopEmail, workshopEnd, type WorkshopEmailSettings, type WorkshopEvent } from './workshops-emails';
import {
  attendedWorkshopStarts,
  bumpRegistrations,
  cancelRegistration,
  claimDueReminders,
  countRegistered,
  findMember,
  findRegistration,
  findRegistrationsOf,
  findWorkshop,
  insertWorkshop,
  listRegistrants,
  listWorkshops,
  lockWorkshop,
  setAttendance,
  updateWorkshop,
  upsertRegistration,
  type Member,
  type RegistrationRow,
  type WorkshopRow,
  type WorkshopValues,
} from './workshops.data';

/** Continuing education for the Elite credential's renewal (certifications reads it). */
export { attendedWorkshopStarts };

const DAY_MS = 24 * 60 * 60_000;

const ELITE_ONLY = 'Live workshops come with Elite Access. Upgrade from the pricing page to register and watch the recordings.';
const NOT_FOUND = 'Workshop not found.';

const hasWorkshops = (viewer: Viewer) => grants(viewer.plan, 'workshops');

/** "2026-03-10" and "13:00": an instant as the owner's clock in `timeZone` shows it. */
function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function common(row: WorkshopRow, registered: number, now: Date) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: workshopEnd(row).toISOString(),
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - registered),
    status: row.status,
    started: row.startsAt.getTime() <= now.getTime(),
    ended: workshopEnd(row).getTime() <= now.getTime(),
  };
}

function presentAdmin(row: WorkshopRow, registered: number, now: Date): AdminWorkshop {
  return { ...common(row, registered, now), ...wallClock(row.startsAt, row.timeZone), joinLink: row.joinLink, registered, recordingVideoName: row.recordingVideoName };
}

function presentRegistrant({ registration, member }: { registration: RegistrationRow; member: Member }): WorkshopRegistrant {
  return {
    id: registration.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    status: registration.status,
    attendance: registration.attendance,
    registeredAt: registration.registeredAt.toISOString(),
  };
}

/**
 * Live Elite workshops (issue 29): the owner schedules them; Elite members register (the seats
 * are counted under a lock on the workshop's row, so capacity holds across app processes), get a
 * calendar invitation and a reminder the day before, and watch the recording afterwards. The
 * owner marks attendance, which counts towards renewing the Elite credential.
 */
export class WorkshopsService {
  constructor(
    private readonly db: DbExecutor,
    private readonly settings: WorkshopEmailSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async mine(viewer: Viewer): Promise<MyWorkshopsResponse> {
    if (!hasWorkshops(viewer) && !mayActAsAdmin(viewer)) return { unavailable: ELITE_ONLY, upcoming: [], past: [] };
    const now = this.clock();
    const [upcoming, past] = await Promise.all([listWorkshops(this.db, 'upcoming', now), listWorkshops(this.db, 'past', now)]);
    const present = await this.presentForMember(this.db, viewer, [...upcoming, ...past], now);
    return { unavailable: null, upcoming: present.slice(0, upcoming.length), past: present.slice(upcoming.length) };
  }

  /** One workshop, to an Elite member, an admin, or someone who registered for it while Elite. */
  async one(viewer: Viewer, id: string): Promise<{ workshop: MemberWorkshop }> {
    const workshop = await findWorkshop(this.db, id);
    if (!workshop) throw notFound(NOT_FOUND);
    await this.assertMayOpen(this.db, viewer, workshop);
    const [presented] = await this.presentForMember(this.db, viewer, [workshop], this.clock());
    return { workshop: presented! };
  }

  /** Registers an Elite member; registering again changes nothing (200). */
  async register(viewer: Viewer, id: string): Promise<{ workshop: MemberWorkshop; created: boolean }> {
    if (!hasWorkshops(viewer)) throw new AppError('UPGRADE_REQUIRED', ELITE_ONLY);
    const now = this.clock();
    return withTransaction(this.db, async (tx) => {
      const workshop = await lockWorkshop(tx, id);
      if (!workshop) throw notFound(NOT_FOUND);
      if (workshop.status === 'cancelled') throw new AppError('CONFLICT', 'This workshop was cancelled, so it takes no registrations.');
      if (workshop.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 'This workshop has already started, so registration is closed. Its recording will be on this page afterwards.');
      const existing = await findRegistration(tx, id, viewer.id);
      if (existing?.status === 'registered') return { workshop: await this.presentOne(tx, viewer, workshop, now), created: false };
      const registered = (await countRegistered(tx, [id])).get(id) ?? 0;
      if (registered >= workshop.capacity) {
        throw new AppError('CONFLICT', `This workshop is full: all ${workshop.capacity} seats are taken. A seat opens if someone cancels, so check back later.`);
      }
      const registration = await upsertRegistration(tx, {
        workshopId: id,
        userId: viewer.id,
        calendarUid: existing?.calendarUid ?? `workshop-${randomUUID()}@${new URL(this.settings.publicUrl).hostname}`,
        registeredAt: now,
        // Registering within a day of the start: the confirmation is the reminder.
        reminderSentAt: workshop.startsAt.getTime() - now.getTime() <= DAY_MS ? now : null,
      });
      await enqueueEmail(tx, workshopEmail('registered', workshop, registration, viewer, this.settings, now));
      return { workshop: await this.presentOne(tx, viewer, workshop, now), created: true };
    });
  }

  async cancelRegistration(viewer: Viewer, id: string): Promise<{ workshop: MemberWorkshop }> {
    const now = this.clock();
    return withTransaction(this.db, async (tx) => {
      const workshop = await lockWorkshop(tx, id);
      if (!workshop) throw notFound(NOT_FOUND);
      const registration = await findRegistration(tx, id, viewer.id);
      if (registration?.status !== 'registered') throw new AppError('CONFLICT', 'You are not registered for this workshop.');
      if (workshop.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 'This workshop has already started, so the registration can no longer be cancelled.');
      const cancelled = (await cancelRegistration(tx, registration.id, now))!;
      await enqueueEmail(tx, workshopEmail('registration-cancelled', workshop, cancelled, viewer, this.settings, now));
      return { workshop: await this.presentOne(tx, viewer, workshop, now) };
    });
  }

  async listForAdmin(view: 'upcoming' | 'past'): Promise<{ workshops: AdminWorkshop[] }> {
    const now = this.clock();
    const rows = await listWorkshops(this.db, view, now);
    const registered = await countRegistered(this.db, rows.map((row) => row.id));
    return { workshops: rows.map((row) => presentAdmin(row, registered.get(row.id) ?? 0, now)) };
  }

  async create(input: WorkshopInput): Promise<{ workshop: AdminWorkshop }> {
    const now = this.clock();
    const row = await insertWorkshop(this.db, this.valuesOf(input, now));
    return { workshop: presentAdmin(row, 0, now) };
  }

  /** Changes a workshop that has not started; its registrants' calendars follow. */
  async update(id: string, input: WorkshopInput): Promise<{ workshop: AdminWorkshop }> {
    const now = this.clock();
    const values = this.valuesOf(input, now);
    return withTransaction(this.db, async (tx) => {
      const current = await lockWorkshop(tx, id);
      if (!current) throw notFound(NOT_FOUND);
      if (current.status === 'cancelled') throw new AppError('CONFLICT', 'This workshop was cancelled; schedule a new one instead.');
      if (current.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 'This workshop has started: only its recording and attendance can change now.');
      const registered = (await countRegistered(tx, [id])).get(id) ?? 0;
      if (values.capacity < registered) throw badRequest(`${registered} members are registered, so the capacity cannot go below ${registered}.`, 'capacity');
      const calendarChanged =
        values.startsAt.getTime() !== current.startsAt.getTime() ||
        values.durationMinutes !== current.durationMinutes ||
        values.joinLink !== current.joinLink ||
        values.title !== current.title ||
        values.description !== current.description;
      const row = (await updateWorkshop(tx, id, values))!;
      if (calendarChanged) await this.tellRegistrants(tx, 'updated', row, now);
      return { workshop: presentAdmin(row, registered, now) };
    });
  }

  /** Cancels a workshop (again: no change) and sends each registrant the calendar's cancellation. */
  async cancel(id: string): Promise<{ workshop: AdminWorkshop }> {
    const now = this.clock();
    return withTransaction(this.db, async (tx) => {
      const current = await lockWorkshop(tx, id);
      if (!current) throw notFound(NOT_FOUND);
      const registered = (await countRegistered(tx, [id])).get(id) ?? 0;
      if (current.status === 'cancelled') return { workshop: presentAdmin(current, registered, now) };
      if (workshopEnd(current).getTime() <= now.getTime()) throw new AppError('CONFLICT', 'This workshop has already taken place, so it cannot be cancelled.');
      const row = (await updateWorkshop(tx, id, { status: 'cancelled' }))!;
      await this.tellRegistrants(tx, 'cancelled', row, now);
      return { workshop: presentAdmin(row, registered, now) };
    });
  }

  /** Attaches (or with null, removes) the recording: a video of the library, once the workshop has started. */
  async attachRecording(id: string, videoName: string | null): Promise<{ workshop: AdminWorkshop }> {
    const now = this.clock();
    return withTransaction(this.db, async (tx) => {
      const current = await lockWorkshop(tx, id);
      if (!current) throw notFound(NOT_FOUND);
      if (current.status === 'cancelled') throw new AppError('CONFLICT', 'This workshop was cancelled, so it has no recording.');
      if (current.startsAt.getTime() > now.getTime()) throw new AppError('CONFLICT', 'Attach the recording once the workshop has taken place.');
      if (videoName !== null && !(await findReadyVideo(tx, videoName))) throw badRequest(`No video named ${videoName} is in the library. Upload it first, or choose another.`, 'videoName');
      const row = (await updateWorkshop(tx, id, { recordingVideoName: videoName }))!;
      if (videoName !== null && current.recordingVideoName === null) await this.tellRegistrants(tx, 'recording', row, now, false);
      return { workshop: presentAdmin(row, (await countRegistered(tx, [id])).get(id) ?? 0, now) };
    });
  }

  async registrants(id: string): Promise<{ registrants: WorkshopRegistrant[] }> {
    if (!(await findWorkshop(this.db, id))) throw notFound(NOT_FOUND);
    return { registrants: (await listRegistrants(this.db, id)).map(presentRegistrant) };
  }

  async markAttendance(id: string, registrationId: string, attendance: 'attended' | 'no_show'): Promise<{ registrant: WorkshopRegistrant }> {
    const workshop = await findWorkshop(this.db, id);
    if (!workshop) throw notFound(NOT_FOUND);
    if (workshop.status === 'cancelled') throw new AppError('CONFLICT', 'This workshop was cancelled, so nobody attended it.');
    if (workshop.startsAt.getTime() > this.clock().getTime()) throw new AppError('CONFLICT', 'Mark attendance once the workshop has started.');
    const row = await setAttendance(this.db, id, registrationId, attendance);
    if (!row) throw notFound('Registration not found: the member may have cancelled it.');
    const registrant = (await listRegistrants(this.db, id)).find((entry) => entry.registration.id === registrationId)!;
    return { registrant: presentRegistrant(registrant) };
  }

  /** Sends the reminders due now (workshops starting within 24 hours); each registration's is claimed once, by one process. */
  async sendDueReminders(): Promise<number> {
    const now = this.clock();
    return withTransaction(this.db, async (tx) => {
      const due = await claimDueReminders(tx, now, DAY_MS);
      for (const registration of due) {
        const workshop = (await findWorkshop(tx, registration.workshopId))!;
        await enqueueEmail(tx, workshopEmail('reminder', workshop, registration, await findMember(tx, registration.userId), this.settings, now));
      }
      return due.length;
    });
  }

  /** The recording's file, for someone who may open the workshop. */
  async openRecording(viewer: Viewer, id: string): Promise<FileToServe> {
    const workshop = await findWorkshop(this.db, id);
    if (!workshop) throw notFound(NOT_FOUND);
    await this.assertMayOpen(this.db, viewer, workshop);
    const video = workshop.recordingVideoName ? await findReadyVideo(this.db, workshop.recordingVideoName) : undefined;
    if (!video) throw notFound('This workshop has no recording yet.');
    return { storageKey: video.storageKey, contentType: video.contentType, fileName: video.name };
  }

  private async assertMayOpen(db: DbExecutor, viewer: Viewer, workshop: WorkshopRow): Promise<void> {
    if (hasWorkshops(viewer) || mayActAsAdmin(viewer)) return;
    const registration = await findRegistration(db, workshop.id, viewer.id);
    if (registration?.status !== 'registered') throw new AppError('UPGRADE_REQUIRED', ELITE_ONLY);
  }

  private valuesOf(input: WorkshopInput, now: Date): WorkshopValues {
    const [hours, minutes] = input.time.split(':').map(Number) as [number, number];
    const startsAt = zonedTimeToInstant(input.date, hours * 60 + minutes, input.timeZone);
    if (!startsAt) throw badRequest(`${input.time} does not exist on ${input.date} in ${input.timeZone}: the clocks skip that hour. Choose another time.`, 'time');
    if (startsAt.getTime() <= now.getTime()) throw badRequest('That start is in the past. Choose a date and time still to come.', 'date');
    return { title: input.title, description: input.description, startsAt, durationMinutes: input.durationMinutes, timeZone: input.timeZone, joinLink: input.joinLink, capacity: input.capacity };
  }

  private async tellRegistrants(tx: Transaction, event: WorkshopEvent, workshop: WorkshopRow, now: Date, bump = true): Promise<void> {
    const registrations = bump ? await bumpRegistrations(tx, workshop.id) : (await listRegistrants(tx, workshop.id)).map((entry) => entry.registration).filter((row) => row.status === 'registered');
    for (const registration of registrations) {
      await enqueueEmail(tx, workshopEmail(event, workshop, registration, await findMember(tx, registration.userId), this.settings, now));
    }
  }

  private async presentOne(db: DbExecutor, viewer: Viewer, workshop: WorkshopRow, now: Date): Promise<MemberWorkshop> {
    return (await this.presentForMember(db, viewer, [workshop], now))[0]!;
  }

  private async presentForMember(db: DbExecutor, viewer: Viewer, rows: WorkshopRow[], now: Date): Promise<MemberWorkshop[]> {
    const ids = rows.map((row) => row.id);
    const [registeredCounts, mine] = await Promise.all([countRegistered(db, ids), findRegistrationsOf(db, viewer.id, ids)]);
    const byWorkshop = new Map(mine.map((registration) => [registration.workshopId, registration]));
    return rows.map((row) => {
      const registration = byWorkshop.get(row.id);
      const registered = registration?.status === 'registered';
      const base = common(row, registeredCounts.get(row.id) ?? 0, now);
      return {
        ...base,
        registered,
        mayRegister: hasWorkshops(viewer) && row.status === 'scheduled' && !registered && base.seatsLeft > 0 && !base.started,
        joinLink: registered && row.status === 'scheduled' && !base.ended ? row.joinLink : null,
        recordingUrl: row.recordingVideoName ? `/media/workshops/${row.id}/recording` : null,
        attended: registered && registration.attendance === 'attended',
      };
    });
  }
}
