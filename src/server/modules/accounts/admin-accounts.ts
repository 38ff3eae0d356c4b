import { eq } from 'drizzle-orm';
import { withTransaction, type Database } from '../../db/client';
import { sessions, twoFactors, users } from '../../db/schema';
import type { Auth } from './auth';
import { findUserByEmail } from './accounts.data';
import { grantRole, revokeRole } from './roles.data';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: the account exists and holds the admin role. An
 * existing account keeps its password; only a missing one is created with the given one.
 * Instances starting together on one database may race to create it; the loser finds it made.
 */
export async function ensureAdminAccount(auth: Auth, db: Database, admin: { email: string; password: string }): Promise<void> {
  let user = await findUserByEmail(db, admin.email);
  if (!user) {
    try {
      await auth.api.signUpEmail({ body: { email: admin.email, password: admin.password, name: 'Site Admin', firstName: 'Site', lastName: 'Admin' } });
    } catch (error) {
      // Several instances starting together: another one may have created it in between.
      if (!(await findUserByEmail(db, admin.email))) throw error;
    }
    user = await findUserByEmail(db, admin.email);
  }
  await grantRole(db, user!.id, 'admin');
}

export class UnknownAccountError extends Error {
  override name = 'UnknownAccountError';
}

/** `npm run admin -- grant|revoke EMAIL`. */
export async function setAdminRole(db: Database, email: string, grant: boolean): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UnknownAccountError(`No account with the email ${email}`);
  if (grant) {
    await grantRole(db, user.id, 'admin');
    return true;
  }
  return revokeRole(db, user.id, 'admin');
}

/**
 * `npm run admin -- reset-second-factor EMAIL`: for an admin who lost their authenticator app and
 * recovery codes. Removes the second factor and ends every session: their next sign-in with the
 * password reaches only the set-up page.
 */
export async function resetSecondFactor(db: Database, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UnknownAccountError(`No account with the email ${email}`);
  await withTransaction(db, async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}
