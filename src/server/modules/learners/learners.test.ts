import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../shared/api/admin-audit';
import {
  endLearnerPlan,
  getLearner,
  giveLearnerPlan,
  listLearners,
  type ListLearnersQuery,
  reissueLearnerCertificate,
  sendLearnerPasswordReset,
  setLearnerAdminRole,
  signOutLearner,
} from '../../../shared/api/admin-learners';
import { getPlayerCourse, verifyCertificate } from '../../../shared/api/learning';
import { queryRows } from '../../db/client';
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

describe('every filter and sort against known learners', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
  type Query = ListLearnersQuery;

  /**
   * Six learners whose plans, teams, certificates, sessions and sign-up dates are set by hand,
   * with what the directory must say of each, so every filter and sort is checked on both databases.
   */
  async function knownLearners() {
    const db = app.database.db;
    const tag = uniqueEmail('kn').slice(3, 11);
    const course = await createCourse(db, { title: 'Known Course' });
    const facts = [
      { key: 'ada', first: 'Ada', plan: 'pro', team: true, certificates: 1, lastActiveDays: 3, signedUp: '2026-02-10' },
      { key: 'bo', first: 'Bo', plan: 'elite', team: true, certificates: 0, lastActiveDays: 40, signedUp: '2026-05-01' },
      { key: 'cy', first: 'Cy', plan: 'free', team: false, certificates: 2, lastActiveDays: null, signedUp: '2025-12-01' },
      { key: 'di', first: 'Di', plan: 'free', team: false, certificates: 0, lastActiveDays: 100, signedUp: '2026-03-15' },
      { key: 'ed', first: 'Ed', plan: 'free', team: false, certificates: 0, lastActiveDays: 20, signedUp: '2026-06-30' },
      { key: 'fay', first: 'Fay', plan: 'elite', team: false, certificates: 1, lastActiveDays: 1, signedUp: '2026-07-01' },
    ] as const;
    const people: ((typeof facts)[number] & { id: string })[] = [];
    for (const fact of facts) {
      // Emails sort the other way round from names, so a sort by one is not passed by the other.
      const learner = await createLearner(app, { email: `${String.fromCharCode(122 - people.length)}-${tag}@example.com`, firstName: fact.first, lastName: `Known${tag}` });
      people.push({ ...fact, id: learner.id });
    }
    const id = (key: string) => people.find((person) => person.key === key)!.id;
    const run = (query: SQL) => queryRows<{ id: string }>(db, query);
    for (const person of people) {
      await run(sql`UPDATE users SET created_at = ${new Date(`${person.signedUp}T12:00:00Z`)} WHERE id = ${person.id}`);
      if (person.lastActiveDays === null) await run(sql`DELETE FROM sessions WHERE user_id = ${person.id}`);
      else await run(sql`UPDATE sessions SET updated_at = ${daysAgo(person.lastActiveDays)} WHERE user_id = ${person.id}`);
      for (let index = 0; index < person.certificates; index += 1) {
        const other = await createCourse(db, { title: `Known Course ${index}` });
        await run(sql`INSERT INTO course_certificates (user_id, course_id, certificate_id, learner_name, course_title) VALUES (${person.id}, ${index === 0 ? course.id : other.id}, ${`CERT-KN-${tag}-${person.key}-${index}`}, 'Known', 'Known')`);
      }
    }
    const subscribe = (key: string, plan: string, status: string, cancel = false, periodEnd = daysAgo(-30)) =>
      run(sql`INSERT INTO subscriptions (user_id, plan_type, status, cancel_at_period_end, current_period_end) VALUES (${id(key)}, ${plan}, ${status}, ${cancel}, ${periodEnd})`);
    const give = (key: string, plan: string, endedAt: Date | null = null) =>
      run(sql`INSERT INTO complimentary_plans (user_id, plan_type, starts_at, ends_at, ended_at, given_by, reason) VALUES (${id(key)}, ${plan}, ${daysAgo(5)}, ${daysAgo(-30)}, ${endedAt}, 'owner@example.com', 'Test')`);
    await subscribe('ada', 'pro', 'active');
    await give('bo', 'elite');
    await subscribe('di', 'elite', 'inactive');
    await subscribe('ed', 'pro', 'active', true, daysAgo(1));
    await give('ed', 'pro', daysAgo(2));
    await subscribe('fay', 'elite', 'active');
    await give('fay', 'pro');
    // An older session besides the newest: last active is the newest one.
    await run(sql`INSERT INTO sessions (id, user_id, token, expires_at, created_at, updated_at) VALUES (${`known-${tag}`}, ${id('ed')}, ${`known-token-${tag}`}, ${daysAgo(-5)}, ${daysAgo(200)}, ${daysAgo(200)})`);
    const [team] = await run(
      sql`INSERT INTO teams (owner_id, seats, quantity, status, provider, provider_customer_id, provider_subscription_id, provider_state_at) VALUES (${id('ada')}, 5, 5, 'active', 'local', ${`cus-${tag}`}, ${`sub-${tag}`}, now()) RETURNING id`,
    );
    await run(sql`INSERT INTO team_members (team_id, user_id) VALUES (${team!.id}, ${id('bo')})`);
    return { tag, people, id, run };
  }

  it('answers each filter with exactly the learners it names, and each sort in its order', async () => {
    const admin = await createAdmin(app);
    const { tag, people, id, run } = await knownLearners();
    const list = async (query: Partial<Query>) => {
      const answer = await injectEndpoint(app.server, listLearners, as(admin), { query: { q: tag, sort: 'signedUp', direction: 'desc', page: 1, ...query } });
      expect(answer.status).toBe(200);
      return answer.body();
    };
    const newestFirst = [...people].sort((a, b) => b.signedUp.localeCompare(a.signedUp));
    const keysOf = async (query: Partial<Query>) => {
      const body = await list(query);
      expect(body.total).toBe(body.learners.length);
      return body.learners.map((learner) => people.find((person) => person.id === learner.id)!.key);
    };
    const expected = (keep: (person: (typeof people)[number]) => boolean) => newestFirst.filter(keep).map((person) => person.key);

    // What each row shows.
    const all = await list({});
    expect(all.total).toBe(6);
    for (const person of people) {
      const row = all.learners.find((learner) => learner.id === person.id)!;
      expect(row).toMatchObject({ plan: person.plan, inTeam: person.team, certificates: person.certificates, signedUpAt: `${person.signedUp}T12:00:00.000Z` });
      if (person.lastActiveDays === null) expect(row.lastActiveAt).toBeNull();
      else expect(Math.abs(Date.parse(row.lastActiveAt!) - daysAgo(person.lastActiveDays).getTime())).toBeLessThan(60_000);
    }

    for (const plan of ['free', 'pro', 'elite'] as const) expect(await keysOf({ plan })).toEqual(expected((person) => person.plan === plan));
    expect(await keysOf({ team: 'yes' })).toEqual(expected((person) => person.team));
    expect(await keysOf({ team: 'no' })).toEqual(expected((person) => !person.team));
    expect(await keysOf({ hasCertificate: 'yes' })).toEqual(expected((person) => person.certificates > 0));
    expect(await keysOf({ hasCertificate: 'no' })).toEqual(expected((person) => person.certificates === 0));
    for (const [lastActive, days] of [['7d', 7], ['30d', 30], ['90d', 90]] as const) {
      expect(await keysOf({ lastActive })).toEqual(expected((person) => person.lastActiveDays !== null && person.lastActiveDays < days));
    }
    expect(await keysOf({ lastActive: 'over90d' })).toEqual(expected((person) => person.lastActiveDays === null || person.lastActiveDays > 90));
    expect(await keysOf({ signedUpFrom: '2026-02-10', signedUpTo: '2026-06-30' })).toEqual(['ed', 'bo', 'di', 'ada']);
    expect(await keysOf({ plan: 'elite', hasCertificate: 'yes', lastActive: '7d' })).toEqual(['fay']);
    expect(await keysOf({ q: `fay known${tag.toUpperCase()}` })).toEqual(['fay']);

    const byName = [...people].sort((a, b) => a.first.localeCompare(b.first)).map((person) => person.key);
    expect(await keysOf({ sort: 'name', direction: 'asc' })).toEqual(byName);
    expect(await keysOf({ sort: 'name', direction: 'desc' })).toEqual([...byName].reverse());
    expect(await keysOf({ sort: 'email', direction: 'asc' })).toEqual([...byName].reverse());
    expect(await keysOf({ sort: 'email', direction: 'desc' })).toEqual(byName);
    expect(await keysOf({ sort: 'signedUp', direction: 'asc' })).toEqual(expected(() => true).reverse());

    // The kept columns follow the writes: the newest session gone, the older one counts; a certificate gone, one fewer.
    await run(sql`DELETE FROM sessions WHERE user_id = ${id('ed')} AND updated_at > ${daysAgo(100)}`);
    await run(sql`DELETE FROM course_certificates WHERE user_id = ${id('cy')} AND certificate_id LIKE '%-0'`);
    const after = await list({});
    const ed = after.learners.find((learner) => learner.id === id('ed'))!;
    expect(Math.abs(Date.parse(ed.lastActiveAt!) - daysAgo(200).getTime())).toBeLessThan(60_000);
    expect(after.learners.find((learner) => learner.id === id('cy'))!.certificates).toBe(1);
    expect(await keysOf({ lastActive: 'over90d' })).toEqual(['ed', 'di', 'cy']);
    await run(sql`UPDATE users SET name = 'Zed Renamed' WHERE id = ${id('ada')}`);
    expect(await keysOf({ q: 'ZED RENAMED' })).toEqual(['ada']);
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
