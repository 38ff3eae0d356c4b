import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminOverview } from '../../../shared/api/admin-overview';
import { audits, caseStudies, contactMessages, courseCertificates, orders, subscriptions, users } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { injectEndpoint } from '../../testing/endpoint-request';
import { createCourse } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

/** GET /api/admin/overview: the admin home's to-dos and the week's figures. */

const app = useTestApp();
let admin: TestLearner;
let learner: TestLearner;
beforeAll(async () => {
  [admin, learner] = await Promise.all([createAdmin(app), createLearner(app)]);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function overview() {
  return (await injectEndpoint(app.server, getAdminOverview, { cookie: admin.cookie })).body();
}

async function order(userId: string, product: string, amountCents: number, values: Partial<typeof orders.$inferInsert> = {}) {
  await app.database.db.insert(orders).values({ userId, product, amountCents, provider: 'local', providerPaymentRef: `ref_${randomUUID()}`, ...values });
}

async function message(email: string, values: Partial<typeof contactMessages.$inferInsert> = {}) {
  await app.database.db.insert(contactMessages).values({ name: 'Sam Reed', email, subject: 'A question', message: 'Hello', ...values });
}

describe('access', () => {
  it('answers visitors 401 and learners 403', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/admin/overview', headers: SAME_ORIGIN })).statusCode).toBe(401);
    expect((await injectEndpoint(app.server, getAdminOverview, { cookie: learner.cookie })).status).toBe(403);
  });
});

describe('the admin home', () => {
  it("counts the week's sign-ups without admins or older accounts, its sales without refunds, and its completions", async () => {
    const before = await overview();
    const [buyer, oldTimer] = await Promise.all([createLearner(app), createLearner(app)]);
    await createAdmin(app);
    await app.database.db.update(users).set({ createdAt: daysAgo(10) }).where(eq(users.id, oldTimer.id));

    await order(buyer.id, 'pro', 24_900);
    await order(buyer.id, 'custom-ai-audit', 49_900);
    await order(buyer.id, 'elite', 69_900, { status: 'refunded', refundedAt: new Date() });
    await order(oldTimer.id, 'elite', 69_900, { createdAt: daysAgo(9) });

    const course = await createCourse(app.database.db);
    await app.database.db.insert(courseCertificates).values({ userId: buyer.id, courseId: course.id, certificateId: 'CERT-2026-ADMHM1', learnerName: 'Maya Lopez', courseTitle: course.title });
    await app.database.db
      .insert(courseCertificates)
      .values({ userId: oldTimer.id, courseId: course.id, certificateId: 'CERT-2026-ADMHM2', learnerName: 'Maya Lopez', courseTitle: course.title, issuedAt: daysAgo(8) });

    const after = await overview();
    expect(after.week.signUps - before.week.signUps).toBe(1);
    expect(after.week.sales - before.week.sales).toBe(2);
    expect(after.week.salesCents - before.week.salesCents).toBe(24_900 + 49_900);
    expect(after.week.completions - before.week.completions).toBe(1);
    expect(Date.parse(after.since)).toBeLessThanOrEqual(Date.now() - 7 * DAY_MS + 60_000);
  });

  it('lists the Elite and audit payments of the week to follow up, newest first, without refunded, older or Pro ones', async () => {
    const buyer = await createLearner(app, { firstName: 'Ines', lastName: 'Okafor' });
    await order(buyer.id, 'elite', 69_900, { createdAt: daysAgo(2) });
    await order(buyer.id, 'custom-ai-audit', 49_900, { createdAt: daysAgo(1) });
    await order(buyer.id, 'pro', 24_900);
    await order(buyer.id, 'elite', 69_900, { status: 'refunded' });
    await order(buyer.id, 'custom-ai-audit', 49_900, { createdAt: daysAgo(8) });

    const mine = (await overview()).todos.purchases.filter((purchase) => purchase.buyerEmail === buyer.email);
    expect(mine.map(({ product, buyerName, amountCents }) => ({ product, buyerName, amountCents }))).toEqual([
      { product: 'custom-ai-audit', buyerName: 'Ines Okafor', amountCents: 49_900 },
      { product: 'elite', buyerName: 'Ines Okafor', amountCents: 69_900 },
    ]);
  });

  it('counts unread and open support messages, and the open ones from paying members', async () => {
    const before = (await overview()).todos;
    const member = await createLearner(app);
    await app.database.db.insert(subscriptions).values({ userId: member.id, planType: 'elite', status: 'active' });
    await message(member.email);
    await message('visitor@example.com', { readAt: new Date() });
    await message('visitor@example.com', { readAt: new Date(), handledAt: new Date() });

    const after = (await overview()).todos;
    expect(after.unreadMessages - before.unreadMessages).toBe(1);
    expect(after.openMessages - before.openMessages).toBe(2);
    expect(after.priorityOpenMessages - before.priorityOpenMessages).toBe(1);
  });

  it('counts the case studies waiting for the review board and the audits not yet delivered, by state', async () => {
    const before = (await overview()).todos;
    const [writer, client] = await Promise.all([createLearner(app), createLearner(app)]);
    const study = (slot: number, status: 'draft' | 'submitted' | 'returned' | 'approved') => ({ userId: writer.id, slot, title: `Study ${slot}`, body: 'A case study.', status });
    await app.database.db.insert(caseStudies).values([study(1, 'submitted'), study(2, 'draft'), study(3, 'approved')]);
    const audit = (key: string, status: 'received' | 'in_progress' | 'delivered') => ({
      userId: client.id,
      entitlement: `order:${key}`,
      businessSize: '6-10',
      toolsInUse: 'Email',
      processes: 'Quotes',
      goals: 'Faster quotes',
      status,
    });
    await app.database.db.insert(audits).values([audit('a', 'received'), audit('b', 'in_progress'), audit('c', 'delivered')]);

    const after = (await overview()).todos;
    expect(after.caseStudiesToReview - before.caseStudiesToReview).toBe(1);
    expect(after.auditsReceived - before.auditsReceived).toBe(1);
    expect(after.auditsInProgress - before.auditsInProgress).toBe(1);
  });
});
