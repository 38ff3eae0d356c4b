import type { FastifyInstance } from 'fastify';
import { getTeam, getTeamMembership, inviteToTeam, joinTeam, leaveTeam, removeTeamMember, resendTeamInvitation, revokeTeamInvitation } from '../../../shared/api/teams';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import { TeamService } from './teams.service';

/** The owner's team page and the members' side of Team Access (issue 30). Seats are bought through billing. */
export function teamsRoutes({ viewers, database, config }: AppContext) {
  const teams = new TeamService(database.db, { publicUrl: config.publicUrl });
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, getTeam, async (_input, request) => teams.overview(await viewers.requireUser(request)));
    registerEndpoint(app, inviteToTeam, async ({ body }, request) => teams.invite(await viewers.requireUser(request), body.emails));
    registerEndpoint(app, resendTeamInvitation, async ({ params }, request) => teams.resend(await viewers.requireUser(request), params.id));
    registerEndpoint(app, revokeTeamInvitation, async ({ params }, request) => teams.revoke(await viewers.requireUser(request), params.id));
    registerEndpoint(app, removeTeamMember, async ({ params }, request) => teams.removeMember(await viewers.requireUser(request), params.userId));
    registerEndpoint(app, getTeamMembership, async (_input, request) => teams.membership(await viewers.requireUser(request)));
    registerEndpoint(app, joinTeam, async ({ body }, request) => teams.join(await viewers.requireUser(request), body.token));
    registerEndpoint(app, leaveTeam, async (_input, request) => teams.leave(await viewers.requireUser(request)));
  };
}
