import type { FastifyRequest } from 'fastify';
import type { Database } from './db/client';
import { AppError } from './http/app-error';
import type { Auth } from './modules/accounts/auth';
import { hasRole } from './modules/accounts/roles.data';
import { mayActAsAdmin, toHeaders, type Viewer } from './modules/accounts/viewer';
import { findHeldPlan } from './modules/billing/subscription.service';

/*
 * The viewer of a request joins three modules: the session and roles of accounts, the plan of
 * billing and the seat of teams. It lives here, beside the AppContext that hands it to every module, so that accounts
 * (which every module may use) imports no module above it.
 */

export class ViewerResolver {
  constructor(
    private readonly auth: Auth,
    private readonly db: Database,
  ) {}

  /** The signed-in user, or null. Memoised on the request. */
  async resolve(request: FastifyRequest): Promise<Viewer | null> {
    const cached = viewers.get(request);
    if (cached !== undefined) return cached;
    const session = await this.auth.api.getSession({ headers: toHeaders(request) });
    let viewer: Viewer | null = null;
    if (session) {
      const user = session.user as typeof session.user & { firstName?: string; lastName?: string; twoFactorEnabled?: boolean | null };
      const now = new Date();
      const [hasAdminRole, held] = await Promise.all([hasRole(this.db, user.id, 'admin'), findHeldPlan(this.db, user.id, now)]);
      viewer = {
        id: user.id,
        email: user.email,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        hasAdminRole,
        emailVerified: user.emailVerified,
        secondFactorEnabled: user.twoFactorEnabled === true,
        // The highest of the paid plan, one given by an admin (decision 0101) and Pro from a seat of a team in force (decision 0088): decision 0079.
        plan: held.plan,
        subscriptionStatus: held.subscriptionStatus,
      };
    }
    viewers.set(request, viewer);
    return viewer;
  }

  /** Policy: a signed-in user, else 401. */
  async requireUser(request: FastifyRequest): Promise<Viewer> {
    const viewer = await this.resolve(request);
    if (!viewer) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    return viewer;
  }

  /** Policy: a signed-in user whose email address is confirmed (to pay, to receive a certificate), else 401 or 403. */
  async requireVerifiedUser(request: FastifyRequest): Promise<Viewer> {
    const viewer = await this.requireUser(request);
    if (!viewer.emailVerified) {
      throw new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your email address first: follow the link we emailed you, or send a new one from your dashboard.');
    }
    return viewer;
  }

  /**
   * Policy: an admin (has_role admin) with a second factor, else 401 for visitors and 403 for
   * everyone else; an admin without one gets SECOND_FACTOR_REQUIRED, which the web turns into the set-up page.
   */
  async requireAdmin(request: FastifyRequest): Promise<Viewer> {
    const viewer = await this.requireUser(request);
    if (!viewer.hasAdminRole) throw new AppError('FORBIDDEN', 'You must be an admin to access this page.');
    if (!mayActAsAdmin(viewer)) {
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Set up sign-in codes from an authenticator app before you use the admin.');
    }
    return viewer;
  }
}

const viewers = new WeakMap<FastifyRequest, Viewer | null>();
