import type { FastifyBaseLogger } from 'fastify';
import type { AccountData } from '../../../shared/api/account-data';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { withTransaction, type Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import { isAdmin, lockAdminsAndCount, lockUser } from '../accounts/account-admin.service';
import { findPasswordHash } from '../accounts/accounts.service';
import { verifyPassword } from '../accounts/password-hashing';
import type { Viewer } from '../accounts/viewer';
import { recordAdminAction, type AuditActor } from '../audit/audit.service';
import { enqueueEmails } from '../mail/outgoing-email';
import { teamClosedEmail } from './account-deletion-emails';
import {
  collectRecords,
  countOrdersOf,
  eraseAccount,
  findAccount,
  findLiveProviderSubscriptions,
  findMembersOfOwnedTeam,
  listStoredFiles,
  toJsonValue,
} from './account-deletion.data';

const NO_SUCH_LEARNER = 'No learner has this ID.';
const WRONG_PASSWORD = 'That password is not right. Enter the password you sign in with.';
/** Wrong passwords a learner may enter here, like sign-in's limit. */
const PASSWORD_TRIES = { limit: 5, windowSeconds: 15 * 60 };

export interface AccountDeletionDeps {
  db: Database;
  payments: PaymentProvider;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
  publicUrl: string;
  clock?: () => Date;
}

/**
 * A learner's data and the end of their account (issue 31, decision 0103). Deletion ends the
 * provider's subscriptions first (no I/O inside a transaction), then removes everything in one
 * transaction, then deletes the stored files, which no row names any longer.
 */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /** Everything kept about the learner, as one JSON document. */
  async exportData(userId: string): Promise<AccountData> {
    const account = await findAccount(this.deps.db, userId);
    if (!account) throw notFound(NO_SUCH_LEARNER);
    const records = await collectRecords(this.deps.db, account.id, account.email.toLowerCase());
    return {
      exportedAt: this.now().toISOString(),
      profile: {
        id: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        emailVerified: account.emailVerified,
        signedUpAt: account.createdAt.toISOString(),
      },
      records: toJsonValue(records) as AccountData['records'],
    };
  }

  async exportForAdmin(admin: AuditActor, userId: string, reason: string): Promise<AccountData> {
    const data = await this.exportData(userId);
    await recordAdminAction(this.deps.db, { admin, action: 'learner.data_exported', target: { type: 'learner', id: userId }, reason });
    return data;
  }

  /** The learner deletes their own account: their password again, and not an admin's (another admin removes the role first). */
  async deleteOwn(viewer: Viewer, password: string): Promise<void> {
    await this.deps.rateLimiter.consume(`account-deletion:user:${viewer.id}`, PASSWORD_TRIES);
    const hash = await findPasswordHash(this.deps.db, viewer.id);
    if (!hash || !(await verifyPassword({ hash, password }))) throw badRequest(WRONG_PASSWORD, 'password');
    if (await isAdmin(this.deps.db, viewer.id)) throw await this.adminRefusal(true);
    await this.erase(viewer.id, null);
    this.deps.log.info({ userId: viewer.id }, 'account deleted by its learner');
  }

  async deleteForAdmin(admin: AuditActor, userId: string, reason: string): Promise<string> {
    const account = await findAccount(this.deps.db, userId);
    if (!account) throw notFound(NO_SUCH_LEARNER);
    if (await isAdmin(this.deps.db, userId)) throw await this.adminRefusal(userId === admin.id);
    const orders = await countOrdersOf(this.deps.db, userId);
    await this.erase(userId, { admin, reason, orders });
    return 'The account is deleted. Its orders are kept for the accounts, without a name or email.';
  }

  private async adminRefusal(self: boolean): Promise<AppError> {
    if (self && (await lockAdminsAndCount(this.deps.db)) <= 1) {
      return new AppError('CONFLICT', 'You are the only admin, so this account cannot be deleted: make someone else an admin first, then ask them to revoke your admin role.');
    }
    return new AppError(
      'CONFLICT',
      self ? 'An admin account cannot be deleted: ask another admin to revoke your admin role first.' : 'This person is an admin: revoke their admin role first.',
    );
  }

  private async erase(userId: string, byAdmin: { admin: AuditActor; reason: string; orders: number } | null): Promise<void> {
    const { db, payments, storage, log } = this.deps;
    // The provider's subscriptions end first: if the provider cannot be reached, nothing is deleted and the learner can try again.
    for (const subscription of await findLiveProviderSubscriptions(db, userId)) {
      if (subscription.provider !== payments.name || !payments.cancelSubscription) continue;
      try {
        await payments.cancelSubscription(subscription.providerSubscriptionId);
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          throw new AppError('UNAVAILABLE', 'Your subscription could not be cancelled with the payment provider just now, so nothing was deleted. Please try again in a few minutes.');
        }
        throw error;
      }
    }
    const files = await withTransaction(db, async (tx) => {
      const account = await lockUser(tx, userId);
      if (!account) throw notFound(NO_SUCH_LEARNER);
      const full = await findAccount(tx, userId);
      const keys = await listStoredFiles(tx, userId);
      const members = await findMembersOfOwnedTeam(tx, userId);
      await eraseAccount(tx, { id: userId, email: account.email, name: full?.name ?? '' });
      // Members of a team the learner owned lose their seats with it (the team's rows go with the owner) and are told why.
      if (members.length > 0) await enqueueEmails(tx, members.map((member) => teamClosedEmail({ to: member.email, firstName: member.firstName, publicUrl: this.deps.publicUrl })));
      if (byAdmin) {
        await recordAdminAction(tx, {
          admin: byAdmin.admin,
          action: 'learner.deleted',
          target: { type: 'learner', id: userId },
          reason: byAdmin.reason,
          // Only counts: the entry outlives the account and must not name the person.
          before: { orders: byAdmin.orders, teamMembersReleased: members.length, files: keys.length },
          after: null,
        });
      }
      return keys;
    });
    // After the commit: no row names these files any longer. A file that will not go is logged, never re-linked.
    for (const key of files) {
      await storage.remove(key).catch((error: unknown) => log.error({ err: error, key }, 'a deleted account left a stored file behind'));
    }
  }

  private now(): Date {
    return (this.deps.clock ?? (() => new Date()))();
  }
}
