import type { FastifyInstance } from 'fastify';
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
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { LearnersService } from './learners.service';

/** /admin/learners' API, inside the admin seam (which answers 401 and 403 itself). */
export function adminLearnersRoutes({ database, auth, viewers }: AppContext): AdminRoutes {
  const learners = new LearnersService(database.db, auth);
  return async function register(admin: FastifyInstance): Promise<void> {
    registerEndpoint(admin, listLearners, async ({ query }) => learners.list(query));
    registerEndpoint(admin, getLearner, async ({ params }) => learners.get(params.id));
    registerEndpoint(admin, giveLearnerPlan, async ({ params, body }, request) => learners.givePlan(await viewers.requireAdmin(request), params.id, body));
    registerEndpoint(admin, endLearnerPlan, async ({ params, body }, request) => learners.endPlan(await viewers.requireAdmin(request), params.id, body.reason));
    registerEndpoint(admin, sendLearnerPasswordReset, async ({ params, body }, request) =>
      learners.sendPasswordReset(await viewers.requireAdmin(request), params.id, body.reason),
    );
    registerEndpoint(admin, reissueLearnerCertificate, async ({ params, body }, request) =>
      learners.reissueCertificate(await viewers.requireAdmin(request), params.id, params.certificateId, body),
    );
    registerEndpoint(admin, setLearnerAdminRole, async ({ params, body }, request) => learners.setAdminRole(await viewers.requireAdmin(request), params.id, body));
    registerEndpoint(admin, signOutLearner, async ({ params, body }, request) => learners.signOutEverywhere(await viewers.requireAdmin(request), params.id, body.reason));
  };
}
