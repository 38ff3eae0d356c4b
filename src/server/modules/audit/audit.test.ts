import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdminCourse, deleteAdminCourse } from '../../../shared/api/admin-courses';
import { listAuditEntries } from '../../../shared/api/admin-audit';
import { setMessageHandled } from '../../../shared/api/admin-messages';
import { saveCallAvailability } from '../../../shared/api/calls';
import { withTransaction } from '../../db/client';
import { adminAuditLog, contactMessages } from '../../db/schema';
import { createAdmin, createLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { uniqueSlug } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { recordAdminAction } from './audit.service';

/** The audit log (issue 31, decision 0100): written with the admin's write, never changed, read at /api/admin/audit. */

const app = useTestApp();

describe('who may read the audit log', () => {
  it('refuses visitors (401) and learners (403)', async () => {
    const learner = await createLearner(app);
    expect((await injectEndpoint(app.server, listAuditEntries, {})).status).toBe(401);
    const refused = await injectEndpoint(app.server, listAuditEntries, { cookie: learner.cookie });
    expect(refused.status).toBe(403);
    expect(refused.response.json()).toEqual({ error: 'FORBIDDEN', message: 'You must be an admin to access this page.' });
  });

  it('answers a bad filter with 400 naming it', async () => {
    const admin = await createAdmin(app);
    const answer = await app.server.inject({ method: 'GET', url: '/api/admin/audit?from=yesterday', headers: { cookie: admin.cookie } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('from must be a date like 2026-11-30');
  });
});

describe('what the log records', () => {
  it('records a course created and deleted by an admin, with who, what and the values', async () => {
    const admin = await createAdmin(app);
    const slug = uniqueSlug('audited');
    expect((await injectEndpoint(app.server, createAdminCourse, { cookie: admin.cookie }, { body: { title: 'Audited Course', slug } })).status).toBe(201);
    expect((await injectEndpoint(app.server, deleteAdminCourse, { cookie: admin.cookie }, { params: { slug } })).status).toBe(200);

    const { entries } = (await injectEndpoint(app.server, listAuditEntries, { cookie: admin.cookie }, { query: { targetType: 'course', targetId: slug, page: 1 } })).body();
    expect(entries.map((entry) => entry.action)).toEqual(['course.deleted', 'course.created']);
    expect(entries[1]).toMatchObject({ adminUserId: admin.id, adminEmail: admin.email, actionLabel: 'Course created', before: null, after: { title: 'Audited Course', published: false, version: 1 } });
    expect(entries[0]).toMatchObject({ before: { title: 'Audited Course' }, after: null });
  });

  it('records a message marked handled and the call hours saved, with the values before and after', async () => {
    const admin = await createAdmin(app);
    const [message] = await app.database.db.insert(contactMessages).values({ name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'A question' }).returning();
    expect((await injectEndpoint(app.server, setMessageHandled, { cookie: admin.cookie }, { params: { id: message!.id }, body: { handled: true } })).status).toBe(200);
    const hours = {
      timeZone: 'America/New_York',
      bufferMinutes: 15,
      minimumNoticeHours: 24,
      meetingLink: 'https://meet.example.com/owner',
      weekly: [{ weekday: 2, startMinute: 540, endMinute: 720 }],
      oneOff: [],
    };
    expect((await injectEndpoint(app.server, saveCallAvailability, { cookie: admin.cookie }, { body: hours })).status).toBe(200);

    const read = async (targetId: string) => (await injectEndpoint(app.server, listAuditEntries, { cookie: admin.cookie }, { query: { targetId, page: 1 } })).body().entries;
    expect(await read(message!.id)).toMatchObject([{ action: 'message.handled', before: { handledAt: null }, after: { handled: true } }]);
    expect((await read('availability'))[0]).toMatchObject({ action: 'calls.availability_saved', adminEmail: admin.email, after: { meetingLink: 'https://meet.example.com/owner' } });
  });

  it('keeps no entry of a write that rolled back', async () => {
    const admin = await createAdmin(app);
    await expect(
      withTransaction(app.database.db, async (tx) => {
        await recordAdminAction(tx, { admin, action: 'plan.given', target: { type: 'learner', id: 'rolled-back' }, reason: 'test' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const { total } = (await injectEndpoint(app.server, listAuditEntries, { cookie: admin.cookie }, { query: { targetId: 'rolled-back', page: 1 } })).body();
    expect(total).toBe(0);
  });

  it('refuses to change or delete an entry, whoever asks the database', async () => {
    const admin = await createAdmin(app);
    await recordAdminAction(app.database.db, { admin, action: 'sessions.revoked', target: { type: 'learner', id: 'kept' }, reason: 'kept' });
    await expect(app.database.db.update(adminAuditLog).set({ reason: 'changed' }).where(sql`${adminAuditLog.targetId} = 'kept'`)).rejects.toThrow();
    await expect(app.database.db.delete(adminAuditLog).where(sql`${adminAuditLog.targetId} = 'kept'`)).rejects.toThrow();
    await expect(app.database.db.execute(sql`TRUNCATE admin_audit_log`)).rejects.toThrow();
    const { entries } = (await injectEndpoint(app.server, listAuditEntries, { cookie: admin.cookie }, { query: { targetId: 'kept', page: 1 } })).body();
    expect(entries.map((entry) => entry.reason)).toEqual(['kept']);
  });

  it('filters by action, admin and date, newest first, 50 a page', async () => {
    const [first, second] = [await createAdmin(app), await createAdmin(app)];
    for (let index = 0; index < 52; index++) {
      await recordAdminAction(app.database.db, { admin: first, action: 'role.granted', target: { type: 'learner', id: `paged-${index}` }, reason: 'paging' });
    }
    await recordAdminAction(app.database.db, { admin: second, action: 'role.revoked', target: { type: 'learner', id: 'other' }, reason: 'filter' });
    const read = async (query: Parameters<typeof injectEndpoint<typeof listAuditEntries>>[3]) =>
      (await injectEndpoint(app.server, listAuditEntries, { cookie: first.cookie }, query)).body();

    const byFirst = await read({ query: { admin: first.email, page: 1 } });
    expect(byFirst.total).toBe(52);
    expect(byFirst.entries).toHaveLength(50);
    expect(byFirst.entries[0]!.targetId).toBe('paged-51');
    expect((await read({ query: { admin: first.email, page: 2 } })).entries.map((entry) => entry.targetId)).toEqual(['paged-1', 'paged-0']);
    expect((await read({ query: { action: 'role.revoked', admin: second.email.slice(0, 12), page: 1 } })).entries.map((entry) => entry.targetId)).toEqual(['other']);
    expect((await read({ query: { admin: first.email, to: '2000-01-01', page: 1 } })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read({ query: { admin: second.email, from: today, to: today, page: 1 } })).total).toBe(1);
  });
});
