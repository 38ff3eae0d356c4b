import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, emailOutbox, orders, teamInvitations, teamMembers, teams } from '../../db/schema';
import { createLearner, uniqueEmail, type TestLearner } from '../../testing/accounts';
import { billingServiceOf, emailsTo, testId } from '../../testing/billing';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { teamRequests } from '../../testing/teams';
import { useTestApp, TEST_PUBLIC_URL } from '../../testing/test-app';

const app = useTestApp();

const requests = learningRequests(() => app);
const { send, get, planOf, teamOf, proMember, buySeats, teamWithSeats, linkTokenFor, invitedColleague, joinedColleague, teamRow, teamSnapshot } = teamRequests(() => app);

describe('buying seats', () => {
  it('sells a Pro member 3 seats as one monthly subscription at $10 a seat, once however often Pay is pressed', async () => {
    const owner = await proMember();
    const opened = await send('POST', '/api/billing/team-checkout', owner, { seats: 3 });
    const id = new URL(opened.json().url).pathname.replace('/checkout/', '');
    const page = await get(`/api/billing/local/checkouts/${id}`, owner);
    expect(page.json().checkout).toMatchObject({ product: 'team-seats', productName: 'Team Access', amountCents: 3000, quantity: 3, billing: 'monthly', status: 'open' });
    expect((await send('POST', `/api/billing/local/checkouts/${id}/payment`, owner)).statusCode).toBe(200);
    expect((await send('POST', `/api/billing/local/checkouts/${id}/payment`, owner)).statusCode).toBe(200);

    const team = await teamOf(owner);
    expect(team).toMatchObject({ seats: 3, nextPeriodSeats: 3, seatsUsed: 0, state: 'active', nextInvoiceCents: 3000, members: [], invitations: [] });
    const paid = await app.database.db.select().from(orders).where(eq(orders.userId, owner.id));
    expect(paid.map((order) => [order.product, order.amountCents])).toEqual([['team-seats', 3000]]);
    expect((await emailsTo(app.database.db, owner.email)).map((email) => email.subject)).toEqual(['Your AI Action Academy receipt: Team Access']);
    // The owner's own plan is untouched.
    expect(await planOf(owner)).toBe('pro');
  });

  it('refuses a free learner, a seat count outside 1 to 50, and a second team while one is in force', async () => {
    const free = await createLearner(app);
    const refused = await send('POST', '/api/billing/team-checkout', free, { seats: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Team Access is bought by a Pro or Elite member for their staff. Choose a plan for yourself first.');
    const owner = await proMember();
    expect((await send('POST', '/api/billing/team-checkout', owner, { seats: 0 })).json().message).toContain('Choose at least 1 seat.');
    const tooMany = await send('POST', '/api/billing/team-checkout', owner, { seats: 51 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Teams of more than 50 seats are set up with us: choose 'Ask About Team Access'.");
    expect((await app.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, owner.id))).filter((session) => session.product === 'team-seats')).toEqual([]);
    await buySeats(owner, 2);
    const again = await send('POST', '/api/billing/team-checkout', owner, { seats: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have Team Access with 2 seats. Add or remove seats on your team page.');
    expect((await send('POST', '/api/billing/team-checkout', undefined, { seats: 3 })).statusCode).toBe(401);
  });

  it('adds seats at once for a prorated charge, and removes them only from the next period', async () => {
    const owner = await teamWithSeats(3);
    const added = await send('PUT', '/api/billing/team-seats', owner, { seats: 5 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ seats: 5, nextPeriodSeats: 5 });
    expect(added.json().chargedCents).toBeGreaterThan(1900);
    expect(added.json().chargedCents).toBeLessThanOrEqual(2000);
    expect((await teamOf(owner)).seats).toBe(5);

    await send('POST', '/api/team/invitations', owner, { emails: 'a@bakery.example, b@bakery.example, c@bakery.example' });
    const tooFew = await send('PUT', '/api/billing/team-seats', owner, { seats: 2 });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().message).toBe('Your team uses 3 seats (members and pending invitations). Remove a member or revoke an invitation first.');

    const removed = await send('PUT', '/api/billing/team-seats', owner, { seats: 3 });
    expect(removed.json()).toEqual({ seats: 5, nextPeriodSeats: 3, chargedCents: 0 });
    expect(await teamOf(owner)).toMatchObject({ seats: 5, nextPeriodSeats: 3, nextInvoiceCents: 3000 });

    // The period ends and renews with the quantity set: the seats in force follow.
    const row = await teamRow(owner);
    const nextStart = row.currentPeriodEnd!;
    await billingServiceOf(app).apply({
      provider: 'local',
      eventId: testId('evt'),
      occurredAt: new Date(row.providerStateAt.getTime() + 1000),
      type: 'subscription.changed',
      subscription: teamSnapshot(owner, row, { currentPeriodStart: nextStart, currentPeriodEnd: new Date(nextStart.getTime() + 30 * 86_400_000) }),
    });
    expect((await teamOf(owner)).seats).toBe(3);
  });

  it('applies a replayed or out-of-order provider event once: one order, and an older state never overwrites a newer one', async () => {
    const owner = await teamWithSeats(2);
    const row = await teamRow(owner);
    const billing = billingServiceOf(app);
    const later = new Date(row.providerStateAt.getTime() + 60_000);
    const addSeat = {
      provider: 'local' as const,
      eventId: testId('evt'),
      occurredAt: later,
      type: 'invoice.paid' as const,
      providerSubscriptionId: row.providerSubscriptionId,
      providerCustomerId: row.providerCustomerId,
      userId: owner.id,
      plan: 'pro' as const,
      forTeam: true,
      subscription: teamSnapshot(owner, row, { seats: 4 }),
      payment: { ref: testId('in'), amountCents: 1500, currency: 'usd', paymentIntentId: null },
    };
    expect((await billing.apply(addSeat)).applied).toBe(true);
    expect((await billing.apply(addSeat)).applied).toBe(false);
    // An event from before the change, delivered after it, changes nothing.
    await billing.apply({ provider: 'local', eventId: testId('evt'), occurredAt: row.providerStateAt, type: 'subscription.changed', subscription: teamSnapshot(owner, row, { seats: 2 }) });
    expect((await teamRow(owner)).seats).toBe(4);
    const paid = await app.database.db.select().from(orders).where(eq(orders.userId, owner.id));
    expect(paid.map((order) => order.amountCents).sort()).toEqual([1500, 2000]);
  });
});

describe('what a seat gives', () => {
  it("gives a colleague the Pro library: a Pro course opens, and the owner sees their progress and last activity", async () => {
    const owner = await teamWithSeats(3);
    const colleague = await joinedColleague(owner);
    expect(await planOf(colleague)).toBe('pro');
    const course = await createCourse(app.database.db, { requiredPlan: 'pro', title: 'AI for Small Teams' });
    expect((await requests.enroll(course.slug, colleague)).statusCode).toBe(201);
    expect((await requests.complete(course.slug, 'l1', colleague)).statusCode).toBe(200);

    const team = await teamOf(owner);
    expect(team.seatsUsed).toBe(1);
    expect(team.members).toHaveLength(1);
    expect(team.members[0]).toMatchObject({ userId: colleague.id, email: colleague.email, certificates: [] });
    expect(team.members[0]!.courses).toEqual([{ slug: course.slug, title: 'AI for Small Teams', completedLessons: 1, totalLessons: 3, progressPercent: 33 }]);
    expect(team.members[0]!.lastActivityAt).not.toBeNull();
    expect((await get('/api/team/membership', colleague)).json().membership).toMatchObject({ active: true, ownerEmail: owner.email });
  });

  it('never gives Elite: an Elite course stays closed to a seat holder, and an Elite member keeps Elite', async () => {
    const owner = await teamWithSeats(3);
    const colleague = await joinedColleague(owner);
    const elite = await createCourse(app.database.db, { requiredPlan: 'elite' });
    expect((await requests.enroll(elite.slug, colleague)).statusCode).toBe(403);
    const eliteMember = await createLearner(app);
    await requests.subscribe(eliteMember, 'elite');
    await send('POST', '/api/team/invitations', owner, { emails: eliteMember.email });
    expect((await send('POST', '/api/team/membership', eliteMember, { token: await linkTokenFor(eliteMember.email) })).statusCode).toBe(200);
    expect(await planOf(eliteMember)).toBe('elite');
  });

  it('takes the Pro library from every member at once when the team subscription ends, keeps their progress, and emails the owner', async () => {
    const owner = await teamWithSeats(2);
    const colleague = await joinedColleague(owner);
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    await requests.enroll(course.slug, colleague);
    await requests.complete(course.slug, 'l1', colleague);
    const row = await teamRow(owner);
    await billingServiceOf(app).apply({
      provider: 'local',
      eventId: testId('evt'),
      occurredAt: new Date(row.providerStateAt.getTime() + 1000),
      type: 'subscription.changed',
      subscription: teamSnapshot(owner, row, { status: 'inactive' }),
    });
    expect(await planOf(colleague)).toBe('free');
    const player = await requests.player(course.slug, colleague);
    expect(player.statusCode).toBe(403);
    expect(player.json().error).toBe('UPGRADE_REQUIRED');
    const lapse = (await emailsTo(app.database.db, owner.email)).filter((email) => email.kind === 'team-lapsed');
    expect(lapse).toHaveLength(1);
    expect(lapse[0]!.textBody).toContain('the 1 member of your team no longer have the Pro library');
    expect((await teamOf(owner)).state).toBe('ended');
  });

  it('frees the seat when the owner removes a member, who keeps their progress but not the Pro library', async () => {
    const owner = await teamWithSeats(1);
    const colleague = await joinedColleague(owner);
    const course = await createCourse(app.database.db, { requiredPlan: 'pro' });
    await requests.enroll(course.slug, colleague);
    await requests.complete(course.slug, 'l1', colleague);
    expect((await send('DELETE', `/api/team/members/${colleague.id}`, owner)).statusCode).toBe(200);
    expect(await planOf(colleague)).toBe('free');
    expect((await get('/api/me/courses', colleague)).body).toContain(course.slug);
    expect((await teamOf(owner)).seatsUsed).toBe(0);
    expect((await send('DELETE', `/api/team/members/${colleague.id}`, owner)).statusCode).toBe(404);
  });

  it('lets a member leave their team', async () => {
    const owner = await teamWithSeats(1);
    const colleague = await joinedColleague(owner);
    expect((await send('DELETE', '/api/team/membership', colleague)).json()).toEqual({ membership: null });
    expect(await planOf(colleague)).toBe('free');
    expect((await send('DELETE', '/api/team/membership', colleague)).statusCode).toBe(409);
  });
});

describe('invitations', () => {
  const invitationCount = async (owner: TestLearner) => {
    const row = await teamRow(owner);
    return (await app.database.db.select().from(teamInvitations).where(eq(teamInvitations.teamId, row.id))).length;
  };

  it('invites a pasted list by email through the outbox, each with a single-use link that expires in 14 days', async () => {
    const owner = await teamWithSeats(3);
    const response = await send('POST', '/api/team/invitations', owner, { emails: 'ana@bakery.example\nben@bakery.example' });
    expect(response.statusCode, response.body).toBe(200);
    const { invitations } = response.json();
    expect(invitations.map((invitation: { email: string }) => invitation.email).sort()).toEqual(['ana@bakery.example', 'ben@bakery.example']);
    const days = (new Date(invitations[0].expiresAt).getTime() - new Date(invitations[0].sentAt).getTime()) / 86_400_000;
    expect(days).toBe(14);
    const [email] = await emailsTo(app.database.db, 'ana@bakery.example');
    expect(email!.subject).toBe('Maya Lopez invited you to learn AI on AI Action Academy');
    expect(email!.textBody).toContain(`${TEST_PUBLIC_URL}/team?token=`);
    expect((await teamOf(owner)).seatsUsed).toBe(2);
  });

  it('refuses bad lists with a message and writes nothing: 1,000 addresses, a malformed one, the owner, more than the free seats, someone already invited', async () => {
    const owner = await teamWithSeats(3);
    const outboxSize = async () => (await app.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const sentBefore = await outboxSize();
    const cases: [string, string][] = [
      [Array.from({ length: 1000 }, (_, i) => `p${i}@bakery.example`).join('\n'), 'Invite at most 50 people at once: you pasted 1000 addresses.'],
      ['ana@bakery.example, not-an-address', '"not-an-address" is not an email address.'],
      [owner.email, 'You own this team: invite the people who will take its seats, not yourself.'],
      ['a@x.example b@x.example c@x.example d@x.example', 'You have 3 free seats: invite at most 3 people, or add seats.'],
    ];
    for (const [emails, message] of cases) {
      const response = await send('POST', '/api/team/invitations', owner, { emails });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await invitationCount(owner)).toBe(0);
    // Nothing was sent either: not even to the good address of a refused list.
    expect(await outboxSize()).toBe(sentBefore);
    await send('POST', '/api/team/invitations', owner, { emails: 'ana@bakery.example' });
    const twice = await send('POST', '/api/team/invitations', owner, { emails: 'ana@bakery.example, ben@bakery.example' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('ana@bakery.example is already invited: resend that invitation instead.');
    expect(await invitationCount(owner)).toBe(1);
    expect(await outboxSize()).toBe(sentBefore + 1);
    const noTeam = await send('POST', '/api/team/invitations', await proMember(), { emails: 'ana@bakery.example' });
    expect(noTeam.statusCode).toBe(409);
  });

  it('refuses a link that expired, was revoked, was used, or was replaced, and a learner on another team; nothing is written', async () => {
    const owner = await teamWithSeats(5);
    const expired = await invitedColleague(owner);
    await app.database.db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvitations.email, expired.colleague.email));
    const expiredJoin = await send('POST', '/api/team/membership', expired.colleague, { token: expired.token });
    expect(expiredJoin.statusCode).toBe(409);
    expect(expiredJoin.json().message).toBe('This invitation has expired. Ask your team owner to send it again.');

    const revoked = await invitedColleague(owner);
    const id = (await teamOf(owner)).invitations.find((invitation) => invitation.email === revoked.colleague.email)!.id;
    expect((await send('DELETE', `/api/team/invitations/${id}`, owner)).statusCode).toBe(200);
    expect((await send('POST', '/api/team/membership', revoked.colleague, { token: revoked.token })).json().message).toBe('This invitation was withdrawn by the team owner.');

    const used = await invitedColleague(owner);
    expect((await send('POST', '/api/team/membership', used.colleague, { token: used.token })).statusCode).toBe(200);
    const stranger = await createLearner(app);
    const usedAgain = await send('POST', '/api/team/membership', stranger, { token: used.token });
    expect(usedAgain.statusCode).toBe(409);
    expect(usedAgain.json().message).toBe('This invitation has already been used. Each link joins one person; ask your team owner for your own.');

    const otherOwner = await teamWithSeats(2);
    await send('POST', '/api/team/invitations', otherOwner, { emails: used.colleague.email });
    const second = await send('POST', '/api/team/membership', used.colleague, { token: await linkTokenFor(used.colleague.email) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already hold a seat on another team. Leave that team from your dashboard first.');

    const resent = await invitedColleague(owner);
    const resentId = (await teamOf(owner)).invitations.find((invitation) => invitation.email === resent.colleague.email)!.id;
    expect((await send('POST', `/api/team/invitations/${resentId}/resend`, owner)).statusCode).toBe(200);
    expect((await send('POST', '/api/team/membership', resent.colleague, { token: resent.token })).statusCode).toBe(404);
    expect((await send('POST', '/api/team/membership', resent.colleague, { token: await linkTokenFor(resent.colleague.email) })).statusCode).toBe(200);

    const selfInvite = await invitedColleague(owner);
    expect((await send('POST', '/api/team/membership', owner, { token: selfInvite.token })).json().message).toBe('You own this team: its seats are for the people you invite.');
    expect((await send('POST', '/api/team/membership', stranger, { token: 'not a token' })).statusCode).toBe(400);

    const row = await teamRow(owner);
    const members = await app.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, row.id));
    expect(members.map((member) => member.userId).sort()).toEqual([used.colleague.id, resent.colleague.id].sort());
    // Nothing written by a refusal: the refused links are as they were, the other team's invitation still waits.
    const statusOf = async (email: string, teamId = row.id) =>
      (await app.database.db.select().from(teamInvitations).where(eq(teamInvitations.email, email))).filter((invitation) => invitation.teamId === teamId).map((invitation) => [invitation.status, invitation.acceptedBy]);
    expect(await statusOf(expired.colleague.email)).toEqual([['pending', null]]);
    expect(await statusOf(revoked.colleague.email)).toEqual([['revoked', null]]);
    expect(await statusOf(used.colleague.email)).toEqual([['accepted', used.colleague.id]]);
    expect(await statusOf(selfInvite.colleague.email)).toEqual([['pending', null]]);
    expect(await statusOf(used.colleague.email, (await teamRow(otherOwner)).id)).toEqual([['pending', null]]);
    expect(await app.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, (await teamRow(otherOwner)).id))).toEqual([]);
    for (const learner of [expired.colleague, revoked.colleague, stranger]) expect(await planOf(learner)).toBe('free');
  });

  it('lets exactly as many join as there are free seats when ten accept at the same instant', async () => {
    const owner = await teamWithSeats(3);
    const row = await teamRow(owner);
    // More invitations than seats: what a team holds when its seats went down at a period's end.
    const colleagues = await Promise.all(Array.from({ length: 10 }, () => createLearner(app, { email: uniqueEmail('staff') })));
    await app.database.db.update(teams).set({ seats: 10, quantity: 10 }).where(eq(teams.id, row.id));
    expect((await send('POST', '/api/team/invitations', owner, { emails: colleagues.map((colleague) => colleague.email).join('\n') })).statusCode).toBe(200);
    await app.database.db.update(teams).set({ seats: 3, quantity: 3 }).where(eq(teams.id, row.id));
    const tokens = await Promise.all(colleagues.map((colleague) => linkTokenFor(colleague.email)));

    const answers = await Promise.all(colleagues.map((colleague, index) => send('POST', '/api/team/membership', colleague, { token: tokens[index]! })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Every seat on this team is taken. Ask your team owner to add a seat.');
    }
    expect((await app.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, row.id))).length).toBe(3);
  });
});
