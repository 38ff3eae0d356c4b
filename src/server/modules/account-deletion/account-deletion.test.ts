import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { deleteLearnerAccount, deleteMyAccount, downloadMyData, exportLearnerData } from '../../../shared/api/account-data';
import { listAuditEntries } from '../../../shared/api/admin-audit';
import { sendContactMessage } from '../../../shared/api/contact';
import { verifyCertificate } from '../../../shared/api/learning';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { queryRows, type DbExecutor } from '../../db/client';
import {
  analyticsEvents,
  audits,
  auditFiles,
  caseStudies,
  caseStudyAttachments,
  emailOutbox,
  emailUnsubscribes,
  invoices,
  orders,
  subscriptions,
  teamMembers,
  teams,
  users,
  videoPositions,
} from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, uniqueEmail, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse, oneModuleCurriculum } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { teamRequests } from '../../testing/teams';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { issueCertificate } from '../certificates/certificates.service';
import { AccountDeletionService } from './account-deletion.service';

/** A learner's data download and account deletion (issue 31, decision 0103). */

const app = useTestApp();
const learning = learningRequests(() => app);
const team = teamRequests(() => app);
const as = (who: TestLearner | undefined) => ({ cookie: who?.cookie });
const REASON = { reason: 'Asked by email on 2026-11-20' };

/** Someone no other row could mention by chance. */
function distinctPerson() {
  const tag = randomBytes(4).toString('hex');
  return { firstName: `Ottoline${tag}`, lastName: `Quarrington${tag}`, email: uniqueEmail(`erase-${tag}`) };
}

/**
 * Every text, JSON and array column of every table in the schema, read from the database's own
 * catalogue (so a table added later is searched too), and the places where `needle` appears.
 */
async function placesHolding(db: DbExecutor, needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
  );
  expect(columns.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ total: number | string }>(
      db,
      sql`SELECT count(*) AS total FROM ${sql.identifier(table)} WHERE strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`,
    );
    if (Number(row?.total) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/**
 * Decision 0103: the admin audit log is append-only and keeps its entries as written (the learner's
 * ID as the target, and any name an entry recorded); issued invoices are kept as printed, buyer
 * included, for the years tax law requires (decision 0107).
 */
const KEPT_BY_DECISION = new Set([
  'admin_audit_log.target_id',
  'admin_audit_log.before',
  'admin_audit_log.after',
  'invoices.buyer_name',
  'invoices.buyer_email',
  'invoices.buyer_company',
]);

async function signIn(email: string, password: string) {
  return app.server.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: SAME_ORIGIN, payload: { email, password } });
}

async function deleteOwn(learner: TestLearner, password = learner.password) {
  return injectEndpoint(app.server, deleteMyAccount, as(learner), { body: { password } });
}

/** A learner with something in most corners of the site: learning, a certificate, support messages, mail, files, a team of their own with a paid order. */
/** Buys Pro in the local checkout with a company name on the invoice. */
async function payWithBusinessDetails(learner: TestLearner, companyName: string) {
  const opened = await app.server.inject({ method: 'POST', url: '/api/billing/checkout', headers: { ...SAME_ORIGIN, ...as(learner) }, payload: { plan: 'pro' } });
  expect(opened.statusCode, opened.body).toBe(200);
  const checkout = new URL(opened.json().url).pathname.replace('/checkout/', '');
  const details = await app.server.inject({ method: 'PUT', url: `/api/billing/local/checkouts/${checkout}/buyer-details`, headers: { ...SAME_ORIGIN, ...as(learner) }, payload: { companyName } });
  expect(details.statusCode, details.body).toBe(200);
  const paid = await app.server.inject({ method: 'POST', url: `/api/billing/local/checkouts/${checkout}/payment`, headers: { ...SAME_ORIGIN, ...as(learner) }, payload: {} });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function busyLearner() {
  const person = distinctPerson();
  const learner = await createLearner(app, person);
  const db = app.database.db;
  const course = await createCourse(db, { published: true, curriculum: oneModuleCurriculum('Basics', [{ id: 'intro', title: 'Intro', content: 'Hello' }]) });
  expect((await learning.enroll(course.slug, learner)).statusCode).toBe(201);
  expect((await learning.complete(course.slug, 'intro', learner)).statusCode).toBe(200);
  const { row: certificate } = await issueCertificate(db, learner.id, course.id);
  await db.insert(videoPositions).values({ userId: learner.id, courseId: course.id, lessonId: 'intro', positionSeconds: 12 });
  await db.insert(emailUnsubscribes).values({ userId: learner.id, kind: 'weekly-digest', source: 'profile' });
  await payWithBusinessDetails(learner, `${person.lastName} Bakery LLC`);
  await db.insert(analyticsEvents).values({ name: 'page_view', path: '/dashboard', userId: learner.id, visitorId: `visitor-${person.firstName}` });
  const contact = await injectEndpoint(app.server, sendContactMessage, {}, {
    body: { name: `${person.firstName} ${person.lastName}`, email: person.email, subject: 'A question', message: `I am ${person.firstName}, write to ${person.email}` },
  });
  expect(contact.status).toBe(201);
  await app.server.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: SAME_ORIGIN, payload: { email: person.email, redirectTo: '/reset-password' } });
  const [study] = await db.insert(caseStudies).values({ userId: learner.id, slot: 1, title: `${person.lastName} Bakery`, body: 'What we automated' }).returning();
  const attachmentKey = `case-studies/${randomBytes(8).toString('hex')}.pdf`;
  await app.context.storage.put(attachmentKey, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' });
  await db.insert(caseStudyAttachments).values({ caseStudyId: study!.id, fileName: `${person.lastName}.pdf`, storageKey: attachmentKey, contentType: 'application/pdf', sizeBytes: 13 });
  const [audit] = await db
    .insert(audits)
    .values({ userId: learner.id, entitlement: 'elite:2026-01-01', businessSize: '2-10', toolsInUse: 'Email', processes: `Invoices for ${person.email}`, goals: 'Save time' })
    .returning();
  const intakeKey = `audits/${randomBytes(8).toString('hex')}.pdf`;
  await app.context.storage.put(intakeKey, Buffer.from('%PDF-1.4 intake'), { contentType: 'application/pdf' });
  await db.insert(auditFiles).values({ auditId: audit!.id, fileName: 'process.pdf', storageKey: intakeKey, contentType: 'application/pdf', sizeBytes: 15 });
  return { learner, person, course, certificate, files: [attachmentKey, intakeKey] };
}

describe('the data download', () => {
  it('gives the signed-in learner every row that names them, without their password hash or session tokens', async () => {
    const { learner, person, certificate } = await busyLearner();
    const other = await createLearner(app, distinctPerson());
    const download = await injectEndpoint(app.server, downloadMyData, as(learner), { query: {} });
    expect(download.status).toBe(200);
    expect(download.response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = download.body();
    expect(data.profile).toMatchObject({ id: learner.id, email: person.email, firstName: person.firstName, lastName: person.lastName });
    for (const table of ['enrollments', 'course_progress', 'course_certificates', 'contact_messages', 'emails_sent', 'case_studies', 'audits', 'sessions', 'video_positions']) {
      expect(Object.keys(data.records), table).toContain(table);
    }
    expect(data.records.course_certificates![0]).toMatchObject({ certificate_id: certificate.certificateId, learner_name: `${person.firstName} ${person.lastName}` });
    const text = download.response.body;
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.id);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/"token"/);
    expect(text).not.toMatch(/"password"/);
  });

  it("refuses a visitor and a query naming another learner: the download is only ever the viewer's own", async () => {
    const [learner, other] = await Promise.all([createLearner(app), createLearner(app)]);
    expect((await injectEndpoint(app.server, downloadMyData, {}, { query: {} })).status).toBe(401);
    const named = await app.server.inject({ method: 'GET', url: `/api/account/data?userId=${other.id}`, headers: { ...SAME_ORIGIN, cookie: learner.cookie } });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe('Unknown query parameter: userId');
    expect(named.body).not.toContain(other.email);
  });

  it('lets an admin download a learner’s data on their request, kept in the audit log, and refuses learners', async () => {
    const [admin, learner] = await Promise.all([createAdmin(app), createLearner(app)]);
    const refused = await injectEndpoint(app.server, exportLearnerData, as(learner), { params: { id: learner.id }, body: REASON });
    expect(refused.status).toBe(403);
    const exported = await injectEndpoint(app.server, exportLearnerData, as(admin), { params: { id: learner.id }, body: REASON });
    expect(exported.status).toBe(200);
    expect(exported.body().profile.email).toBe(learner.email);
    const log = await injectEndpoint(app.server, listAuditEntries, as(admin), { query: { action: 'learner.data_exported' } });
    expect(log.body().entries.some((entry: { targetId: string; reason: string | null }) => entry.targetId === learner.id && entry.reason === REASON.reason)).toBe(true);
  });
});

describe('deleting one’s own account', () => {
  it('asks for the password again and deletes nothing on a wrong one', async () => {
    const learner = await createLearner(app);
    const wrong = await deleteOwn(learner, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.response.json()).toMatchObject({ message: 'That password is not right. Enter the password you sign in with.' });
    expect(await app.database.db.select().from(users).where(eq(users.id, learner.id))).toHaveLength(1);
    const empty = await injectEndpoint(app.server, deleteMyAccount, as(learner), { body: { password: '' } });
    expect(empty.status).toBe(400);
    expect((await injectEndpoint(app.server, deleteMyAccount, {}, { body: { password: 'x' } })).status).toBe(401);
  });

  it('leaves no row holding the learner’s name, email or ID except where decision 0103 says so, and removes their files', async () => {
    const { learner, person, certificate, files } = await busyLearner();
    const db = app.database.db;
    // An admin's correction of the certificate name, recorded in the append-only audit log.
    const admin = await createAdmin(app);
    const reissued = await app.server.inject({
      method: 'POST',
      url: `/api/admin/learners/${learner.id}/certificates/${certificate.certificateId}/reissue`,
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload: { learnerName: `${person.firstName} ${person.lastName} Jr`, reason: 'Name spelled wrong' },
    });
    expect(reissued.statusCode, reissued.body).toBe(200);
    const before = await placesHolding(db, person.email);
    expect(before).toEqual(expect.arrayContaining(['users.email', 'contact_messages.email', 'email_outbox.to_address']));

    const deleted = await deleteOwn(learner);
    expect(deleted.status).toBe(200);
    expect(deleted.response.headers['set-cookie']).toBeDefined();

    for (const needle of [person.email, person.firstName, person.lastName, learner.id]) {
      const left = (await placesHolding(db, needle)).filter((place) => !KEPT_BY_DECISION.has(place));
      expect(left, needle).toEqual([]);
    }
    for (const key of files) expect(await app.context.storage.stat(key), key).toBeNull();
    const [invoice] = await db.select().from(invoices).where(eq(invoices.buyerEmail, person.email));
    expect(invoice).toMatchObject({ userId: null, buyerCompany: `${person.lastName} Bakery LLC` });
    const verify = await injectEndpoint(app.server, verifyCertificate, {}, { params: { certificateId: certificate.certificateId } });
    expect(verify.status).toBe(404);
    expect(verify.response.body).not.toContain(person.lastName);
  });

  it('ends the session, fails the old password with the normal message, and lets the email sign up again as a new account', async () => {
    const person = distinctPerson();
    const learner = await createLearner(app, person);
    expect((await deleteOwn(learner)).status).toBe(200);
    const session = await app.server.inject({ method: 'GET', url: '/api/session', headers: { cookie: learner.cookie } });
    expect(session.json().user).toBeNull();
    const signIn_ = await signIn(person.email, learner.password);
    expect(signIn_.statusCode).toBe(401);
    expect(signIn_.json().message).toBe('Invalid email or password');
    const again = await createLearner(app, { ...person, password: 'a-new-password' });
    expect(again.id).not.toBe(learner.id);
    expect((await injectEndpoint(app.server, downloadMyData, as(again), { query: {} })).body().records.enrollments).toBeUndefined();
  });

  it('keeps the orders for the accounts, without the buyer, and closes a team the learner owned: members lose their seats at once and are emailed', async () => {
    const owner = await team.teamWithSeats(3);
    const colleague = await team.joinedColleague(owner);
    expect(await team.planOf(colleague)).toBe('pro');
    const db = app.database.db;
    const orderIds = (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, owner.id))).map((row) => row.id);
    expect(orderIds.length).toBeGreaterThan(0);

    expect((await deleteOwn(owner)).status).toBe(200);

    const kept = await db.select().from(orders).where(sql`${orders.id} IN ${orderIds}`);
    expect(kept).toHaveLength(orderIds.length);
    expect(kept.every((order) => order.userId === null)).toBe(true);
    expect(await db.select().from(teams).where(eq(teams.ownerId, owner.id))).toEqual([]);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.userId, colleague.id))).toEqual([]);
    expect(await team.planOf(colleague)).toBe('free');
    const notices = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, colleague.email));
    expect(notices.map((email) => email.kind)).toContain('team-closed');
  });

  it('frees the seat of a team member who deletes their account', async () => {
    const owner = await team.teamWithSeats(2);
    const colleague = await team.joinedColleague(owner);
    expect((await team.teamOf(owner)).members).toHaveLength(1);
    expect((await deleteOwn(colleague)).status).toBe(200);
    expect((await team.teamOf(owner)).members).toHaveLength(0);
  });

  it('ends a local-mode subscription with the account', async () => {
    const learner = await createLearner(app);
    await learning.subscribe(learner, 'pro');
    expect((await deleteOwn(learner)).status).toBe(200);
    expect(await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, learner.id))).toEqual([]);
  });

  it('refuses an admin: their role goes first', async () => {
    await createAdmin(app);
    const admin = await createAdmin(app);
    const refused = await deleteOwn(admin);
    expect(refused.status).toBe(409);
    expect(refused.response.json().message).toBe('An admin account cannot be deleted: ask another admin to revoke your admin role first.');
    expect(await app.database.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('tells the only admin to make someone else an admin first', async () => {
    const alone = await createTestApp();
    try {
      const admin = await createAdmin(alone);
      const refused = await injectEndpoint(alone.server, deleteMyAccount, as(admin), { body: { password: admin.password } });
      expect(refused.status).toBe(409);
      expect(refused.response.json().message).toBe(
        'You are the only admin, so this account cannot be deleted: make someone else an admin first, then ask them to revoke your admin role.',
      );
      expect(await alone.database.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
    } finally {
      await alone.close();
    }
  });
});

describe('ending the subscription at the payment provider', () => {
  function serviceWith(payments: PaymentProvider) {
    return new AccountDeletionService({ db: app.database.db, payments, storage: app.context.storage, rateLimiter: app.context.rateLimiter, log: app.context.log, publicUrl: 'http://courses.test' });
  }

  it('cancels a Stripe subscription before the account goes, and deletes nothing when Stripe cannot be reached', async () => {
    const learner = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: learner.id, planType: 'pro', status: 'active', provider: 'stripe', providerSubscriptionId: `sub_${learner.id}` });
    const failing = serviceWith({ ...app.context.payments, name: 'stripe', cancelSubscription: vi.fn().mockRejectedValue(new PaymentProviderError('Stripe is down', true)) });
    const viewer = { id: learner.id, hasAdminRole: false } as Parameters<AccountDeletionService['deleteOwn']>[0];
    await expect(failing.deleteOwn(viewer, learner.password)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await app.database.db.select().from(users).where(eq(users.id, learner.id))).toHaveLength(1);

    const cancelSubscription = vi.fn().mockResolvedValue(undefined);
    await serviceWith({ ...app.context.payments, name: 'stripe', cancelSubscription }).deleteOwn(viewer, learner.password);
    expect(cancelSubscription).toHaveBeenCalledWith(`sub_${learner.id}`);
    expect(await app.database.db.select().from(users).where(eq(users.id, learner.id))).toEqual([]);
  });
});

describe('deletion by an admin', () => {
  it('deletes a learner on their request with a reason kept in the audit log, which names no one', async () => {
    const [admin, other] = await Promise.all([createAdmin(app), createAdmin(app)]);
    const person = distinctPerson();
    const learner = await createLearner(app, person);
    expect((await injectEndpoint(app.server, deleteLearnerAccount, as(learner), { params: { id: learner.id }, body: REASON })).status).toBe(403);
    const noReason = await injectEndpoint(app.server, deleteLearnerAccount, as(admin), { params: { id: learner.id }, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    const deleted = await injectEndpoint(app.server, deleteLearnerAccount, as(admin), { params: { id: learner.id }, body: REASON });
    expect(deleted.status).toBe(200);
    expect(deleted.body().message).toContain('orders are kept');
    const log = await injectEndpoint(app.server, listAuditEntries, as(admin), { query: { action: 'learner.deleted' } });
    const entry = log.body().entries.find((each: { targetId: string }) => each.targetId === learner.id);
    expect(entry).toMatchObject({ reason: REASON.reason });
    expect(JSON.stringify(entry)).not.toContain(person.email);
    expect(JSON.stringify(entry)).not.toContain(person.lastName);
    expect((await injectEndpoint(app.server, deleteLearnerAccount, as(admin), { params: { id: learner.id }, body: REASON })).status).toBe(404);
    // An admin is not deleted: their role goes first.
    const refused = await injectEndpoint(app.server, deleteLearnerAccount, as(admin), { params: { id: other.id }, body: REASON });
    expect(refused.status).toBe(409);
    expect(refused.response.json().message).toBe('This person is an admin: revoke their admin role first.');
  });
});
