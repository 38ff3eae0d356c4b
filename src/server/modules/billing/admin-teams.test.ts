import { describe, expect, it } from 'vitest';
import type { AdminTeamResponse, ListAdminTeamsResponse } from '../../../shared/api/teams';
import { createAdmin, createLearner, type TestLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { learningRequests } from '../../testing/learning';
import { teamRequests } from '../../testing/teams';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();
const requests = learningRequests(() => app);
const { send, get, planOf, teamWithSeats, joinedColleague } = teamRequests(() => app);

async function listed(admin: TestLearner, query: string): Promise<ListAdminTeamsResponse> {
  const response = await get(`/api/admin/teams${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('/admin/teams', () => {
  it('refuses visitors (401) and learners (403)', async () => {
    const learner = await createLearner(app);
    expect((await get('/api/admin/teams')).statusCode).toBe(401);
    expect((await get('/api/admin/teams', learner)).statusCode).toBe(403);
    expect((await get('/api/admin/teams/00000000-0000-4000-8000-000000000000', learner)).statusCode).toBe(403);
  });

  it('lists teams with their owner, seats bought and used, members and state; filtered by state and owner, sorted and paged by the server', async () => {
    const admin = await createAdmin(app);
    const owner = await teamWithSeats(4);
    await joinedColleague(owner);
    await send('POST', '/api/team/invitations', owner, { emails: 'pat@bakery.example' });
    const search = `?q=${encodeURIComponent(owner.email)}`;
    const { teams, total, page, pageSize } = await listed(admin, search);
    expect({ total, page, pageSize }).toEqual({ total: 1, page: 1, pageSize: 20 });
    expect(teams[0]).toMatchObject({ owner: { id: owner.id, email: owner.email }, seats: 4, nextPeriodSeats: 4, seatsUsed: 2, memberCount: 1, state: 'active', provider: 'local' });
    expect((await listed(admin, `${search}&state=in-force`)).total).toBe(1);
    expect((await listed(admin, `${search}&state=ended`)).total).toBe(0);

    const small = await teamWithSeats(1);
    const bySeats = (await listed(admin, '?sort=seats&direction=asc')).teams.map((team) => team.seats);
    expect(bySeats).toEqual([...bySeats].sort((a, b) => a - b));
    expect((await listed(admin, `?q=${encodeURIComponent(small.email)}`)).teams.map((team) => team.owner.id)).toEqual([small.id]);
    // The search is matched as written: a % is no wildcard.
    expect((await listed(admin, '?q=%25')).total).toBe(0);

    const bad = await get('/api/admin/teams?sort=price', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sort must be one of created, seats, owner');
  });

  it("shows a team's members with their progress, its invitations and payments; refunding its payment through billing ends the team", async () => {
    const admin = await createAdmin(app);
    const owner = await teamWithSeats(3);
    const colleague = await joinedColleague(owner);
    const course = await createCourse(app.database.db, { requiredPlan: 'pro', title: 'AI for Small Teams' });
    await requests.enroll(course.slug, colleague);
    await requests.complete(course.slug, 'l1', colleague);
    await send('POST', '/api/team/invitations', owner, { emails: 'pat@bakery.example' });
    const id = (await listed(admin, `?q=${encodeURIComponent(owner.email)}`)).teams[0]!.id;

    const detail: AdminTeamResponse = (await get(`/api/admin/teams/${id}`, admin)).json();
    expect(detail.team).toMatchObject({ id, seats: 3, seatsUsed: 2 });
    expect(detail.members).toHaveLength(1);
    expect(detail.members[0]!.courses).toEqual([{ slug: course.slug, title: 'AI for Small Teams', completedLessons: 1, totalLessons: 3, progressPercent: 33 }]);
    expect(detail.invitations.map((invitation) => invitation.email)).toEqual(['pat@bakery.example']);
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({ product: 'team-seats', amountCents: 3000, status: 'paid', refundable: true, learner: { id: owner.id } });

    const refunded = await send('POST', `/api/admin/billing/orders/${detail.payments[0]!.id}/refund`, admin);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after: AdminTeamResponse = (await get(`/api/admin/teams/${id}`, admin)).json();
    expect(after.team.state).toBe('ended');
    expect(after.payments[0]).toMatchObject({ status: 'refunded', refundable: false });
    expect(await planOf(colleague)).toBe('free');
    expect((await get('/api/admin/teams/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });
});
