import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../shared/api/admin-audit';
import {
  endLearnerPlan,
  getLearner,
  giveLearnerPlan,
  listLearners,
  reissueLearnerCertificate,
  sendLearnerPasswordReset,
  setLearnerAdminRole,
  signOutLearner,
} from '../../../shared/api/admin-learners';
import { getPlayerCourse, verifyCertificate } from '../../../shared/api/learning';
import { emailOutbox, userRoles } from '../../db/schema';
import { createAdmin, createLearner, uniqueEmail, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { issueCertificate } from '../certificates/certificates.service';

/** Learners in the admin (issue 31): who may reach them, the directory, one learner's page, and actions with their reasons. */

const app = useTestApp();
const REASON = { reason: 'Asked by phone' };
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const as = (who: TestLearner | undefined) => ({ cookie: who?.cookie });

describe('access', () => {
  it('refuses every learners endpoint to visitors (401) and learners (403), even with their own id', async () => {
    const learner = await createLearner(app);
    const params = { id: learner.id };
    const calls = [
      (who?: TestLearner) => injectEndpoint(app.server, listLearners, as(who)),
      (who?: TestLearner) => injectEndpoint(app.server, getLearner, as(who), { params }),
      (who?: TestLearner) => injectEndpoint(app.server, giveLearnerPlan, as(who), { params, body: { plan: 'pro', endsOn: inAMonth(), ...REASON } }),
      (who?: TestLearner) => injectEndpoint(app.server, endLearnerPlan, as(who), { params, body: REASON }),
      (who?: TestLearner) => injectEndpoint(app.server, sendLearnerPasswordReset, as(who), { params, body: REASON }),
      (who?: TestLearner) => injectEndpoint(app.server, reissueLearnerCertificate, as(who), { params: { ...params, certificateId: 'CERT-2026-AAAAAA' }, body: { learnerName: 'X', ...REASON } }),
      (who?: TestLearner) => injectEndpoint(app.server, setLearnerAdminRole, as(who), { params, body: { admin: true, ...REASON } }),
      (who?: TestLearner) => injectEndpoint(app.server, signOutLearner, as(who), { params, body: REASON }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(learner)).status).toBe(403);
    }
    const roles = await app.database.db.select().from(userRoles).where(eq(userRoles.userId, learner.id));
    expect(roles).toEqual([]);
  });

  it('answers an unknown learner with 404 and a missing reason with 400, changing nothing', async () => {
    const [admin, learner] = await Promise.all([createAdmin(app), createLearner(app)]);
    const unknown = await injectEndpoint(app.server, getLearner, as(admin), { params: { id: 'no-such-learner' } });
    expect(unknown.status).toBe(404);
    expect(unknown.response.json().message).toBe('No learner has this ID.');
    const noReason = await injectEndpoint(app.server, signOutLearner, as(admin), { params: { id: learner.id }, body: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.response.json().message).toContain('Give a reason: it is kept in the audit log.');
    const pastDate = await injectEndpoint(app.server, giveLearnerPlan, as(admin), { params: { id: learner.id }, body: { plan: 'pro', endsOn: '2020-01-01', ...REASON } });
    expect(pastDate.status).toBe(400);
    expect(pastDate.response.json()).toMatchObject({ message: 'Choose an end date after today.', field: 'endsOn' });
    const badPlan = await app.server.inject({ method: 'GET', url: '/api/admin/learners?plan=gold', headers: { cookie: admin.cookie } });
    expect(badPlan.statusCode).toBe(400);
  });
});

describe('the directory', () => {
  it('finds learners by part of their email or name, filters and pages on the server', async () => {
    const admin = await createAdmin(app);
    const tag = uniqueEmail('zq').slice(3, 11);
    const first = await createLearner(app, { email: `first-${tag}@example.com`, firstName: 'Odile', lastName: `Tagged${tag}` });
    const second = await createLearner(app, { email: `second-${tag}@example.com` });
    const byEmail = (await injectEndpoint(app.server, listLearners, as(admin), { query: { q: tag, sort: 'email', direction: 'asc', page: 1 } })).body();
    expect(byEmail.learners.map((learner) => learner.id)).toEqual([first.id, second.id]);
    expect(byEmail.total).toBe(2);
    expect(byEmail.learners[0]).toMatchObject({ plan: 'free', isAdmin: false, inTeam: false, certificates: 0 });
    expect(byEmail.learners[0]!.lastActiveAt).not.toBeNull();

    const byName = (await injectEndpoint(app.server, listLearners, as(admin), { query: { q: `tagged${tag}`, sort: 'signedUp', direction: 'desc', page: 1 } })).body();
    expect(byName.learners.map((learner) => learner.id)).toEqual([first.id]);

    await injectEndpoint(app.server, giveLearnerPlan, as(admin), { params: { id: second.id }, body: { plan: 'pro', endsOn: inAMonth(), ...REASON } });
    const pro = (await injectEndpoint(app.server, listLearners, as(admin), { query: { q: tag, plan: 'pro', sort: 'signedUp', direction: 'desc', page: 1 } })).body();
    expect(pro.learners.map((learner) => [learner.id, learner.plan])).toEqual([[second.id, 'pro']]);
    const free = (await injectEndpoint(app.server, listLearners, as(admin), { query: { q: tag, plan: 'free', sort: 'signedUp', direction: 'desc', page: 1 } })).body();
    expect(free.learners.map((learner) => learner.id)).toEqual([first.id]);
    const noCertificates = (await injectEndpoint(app.server, listLearners, as(admin), { query: { q: tag, hasCertificate: 'yes', sort: 'signedUp', direction: 'desc', page: 1 } })).body();
    expect(noCertificates.total).toBe(0);
    const active = (await injectEndpoint(app.server, listLearners, as(admin), { query: { q: tag, lastActive: '7d', team: 'no', sort: 'signedUp', direction: 'desc', page: 1 } })).body();
    expect(active.total).toBe(2);
  });
});

describe('actions on a learner', () => {
  it('gives a complimentary Pro plan that opens Pro courses, extends it, ends it, each in the audit log with its reason', async () => {
    const [admin, learner] = await Promise.all([createAdmin(app), createLearner(app)]);
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    expect((await injectEndpoint(app.server, getPlayerCourse, as(learner), { params: { slug: course.slug } })).status).toBe(403);

    const given = await injectEndpoint(app.server, giveLearnerPlan, as(admin), { params: { id: learner.id }, body: { plan: 'pro', endsOn: inAMonth(), reason: 'Conference speaker' } });
    expect(given.status).toBe(200);
    expect(given.body().learner.plan).toMatchObject({ current: 'pro', source: 'complimentary' });
    const enrolled = await app.server.inject({ method: 'POST', url: `/api/courses/${course.slug}/enrollment`, headers: { cookie: learner.cookie, origin: 'http://courses.test' } });
    expect(enrolled.statusCode).toBeLessThan(300);
    expect((await injectEndpoint(app.server, getPlayerCourse, as(learner), { params: { slug: course.slug } })).status).toBe(200);

    const later = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const extended = await injectEndpoint(app.server, giveLearnerPlan, as(admin), { params: { id: learner.id }, body: { plan: 'pro', endsOn: later, reason: 'Extended' } });
    expect(extended.body().message).toContain('Pro extended until');
    expect(extended.body().learner.plan.complimentary).toHaveLength(1);

    expect((await injectEndpoint(app.server, endLearnerPlan, as(admin), { params: { id: learner.id }, body: { reason: 'Over' } })).status).toBe(200);
    expect((await injectEndpoint(app.server, getPlayerCourse, as(learner), { params: { slug: course.slug } })).status).toBe(403);
    const again = await injectEndpoint(app.server, endLearnerPlan, as(admin), { params: { id: learner.id }, body: { reason: 'Over' } });
    expect(again.status).toBe(409);

    const log = (await injectEndpoint(app.server, listAuditEntries, as(admin), { query: { targetType: 'learner', targetId: learner.id, page: 1 } })).body();
    expect(log.entries.map((entry) => [entry.action, entry.reason, entry.adminEmail])).toEqual([
      ['plan.ended', 'Over', admin.email],
      ['plan.extended', 'Extended', admin.email],
      ['plan.given', 'Conference speaker', admin.email],
    ]);
    expect(log.entries[2]!.before).toBeNull();
    expect(log.entries[2]!.after).toMatchObject({ plan: 'pro', endedAt: null });
  });

  it('corrects the name on a certificate: a new ID, and the old one verifies as replaced by it', async () => {
    const [admin, learner] = await Promise.all([createAdmin(app), createLearner(app, { firstName: 'Jon', lastName: 'Smiht' })]);
    const course = await createCourse(app.database.db, { title: 'Reissued Course' });
    const { row } = await issueCertificate(app.database.db, learner.id, course.id);

    const reissued = await injectEndpoint(app.server, reissueLearnerCertificate, as(admin), {
      params: { id: learner.id, certificateId: row.certificateId },
      body: { learnerName: 'Jon Smith', reason: 'Typo in surname' },
    });
    expect(reissued.status).toBe(200);
    const certificates = reissued.body().learner.certificates;
    const current = certificates.find((certificate) => certificate.replacedBy === null)!;
    expect(current).toMatchObject({ learnerName: 'Jon Smith', courseTitle: 'Reissued Course' });
    expect(current.certificateId).not.toBe(row.certificateId);
    expect(certificates.find((certificate) => certificate.certificateId === row.certificateId)).toMatchObject({ learnerName: 'Jon Smiht', replacedBy: current.certificateId });

    const old = (await injectEndpoint(app.server, verifyCertificate, {}, { params: { certificateId: row.certificateId } })).body();
    expect(old.certificate).toMatchObject({ learnerName: 'Jon Smiht', replacedBy: { certificateId: current.certificateId } });
    const fresh = (await injectEndpoint(app.server, verifyCertificate, {}, { params: { certificateId: current.certificateId } })).body();
    expect(fresh.certificate.learnerName).toBe('Jon Smith');
    expect(fresh.certificate.replacedBy).toBeUndefined();

    const replacedAgain = await injectEndpoint(app.server, reissueLearnerCertificate, as(admin), {
      params: { id: learner.id, certificateId: row.certificateId },
      body: { learnerName: 'Jon Smyth', reason: 'Again' },
    });
    expect(replacedAgain.status).toBe(409);
    const otherLearner = await createLearner(app);
    const notTheirs = await injectEndpoint(app.server, reissueLearnerCertificate, as(admin), {
      params: { id: otherLearner.id, certificateId: current.certificateId },
      body: { learnerName: 'Someone', reason: 'Wrong person' },
    });
    expect(notTheirs.status).toBe(404);
  });

  it('grants and revokes the admin role, but never removes the last admin', async () => {
    const admin = await createAdmin(app);
    const learner = await createLearner(app);
    expect((await injectEndpoint(app.server, setLearnerAdminRole, as(admin), { params: { id: learner.id }, body: { admin: true, reason: 'New staff' } })).body().learner.isAdmin).toBe(true);
    expect((await injectEndpoint(app.server, setLearnerAdminRole, as(admin), { params: { id: learner.id }, body: { admin: false, reason: 'Left' } })).body().learner.isAdmin).toBe(false);

    const others = await app.database.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    for (const other of others) if (other.userId !== admin.id) await app.database.db.delete(userRoles).where(eq(userRoles.id, other.id));
    const last = await injectEndpoint(app.server, setLearnerAdminRole, as(admin), { params: { id: admin.id }, body: { admin: false, reason: 'Leaving' } });
    expect(last.status).toBe(409);
    expect(last.response.json().message).toBe('This is the only admin: make someone else an admin first, so the site keeps one.');
  });

  it('signs the learner out everywhere and sends a password reset email', async () => {
    const [admin, learner] = await Promise.all([createAdmin(app), createLearner(app)]);
    const signedOut = await injectEndpoint(app.server, signOutLearner, as(admin), { params: { id: learner.id }, body: { reason: 'Lost laptop' } });
    expect(signedOut.body().message).toBe('Signed out of 1 session.');
    expect((await app.server.inject({ method: 'GET', url: '/api/profile', headers: { cookie: learner.cookie } })).statusCode).toBe(401);

    const reset = await injectEndpoint(app.server, sendLearnerPasswordReset, as(admin), { params: { id: learner.id }, body: { reason: 'Cannot sign in' } });
    expect(reset.body().message).toBe(`A password reset link is on its way to ${learner.email}.`);
    const emails = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, learner.email));
    expect(emails.map((email) => email.kind)).toContain('password-reset');
    expect(reset.body().learner.emails.map((email) => email.kind)).toContain('password-reset');
  });
});
