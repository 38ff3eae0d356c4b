import type { AdminTeamResponse, ListAdminTeamsQuery, ListAdminTeamsResponse } from '../../../shared/api/teams';
import type { DbExecutor } from '../../db/client';
import { listTeamsPage, teamForAdmin } from '../teams/teams.service';
import { listTeamOrdersOf } from './billing.data';
import { presentAdminOrder } from './billing.presenter';

/**
 * /admin/teams (issue 30): the teams module's teams and members, with the team's payments from
 * billing, which the admin refunds through /admin/billing's refund route like any payment.
 */
export class AdminTeamsService {
  constructor(
    private readonly db: DbExecutor,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  list(query: ListAdminTeamsQuery): Promise<ListAdminTeamsResponse> {
    return listTeamsPage(this.db, query, this.clock());
  }

  async team(teamId: string): Promise<AdminTeamResponse> {
    const now = this.clock();
    const { ownerId, ...team } = await teamForAdmin(this.db, teamId, now);
    const payments = (await listTeamOrdersOf(this.db, ownerId)).map(({ order, learner }) => presentAdminOrder(order, learner, now));
    return { ...team, payments };
  }
}
