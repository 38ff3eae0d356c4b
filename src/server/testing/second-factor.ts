import { createOTP } from '@better-auth/utils/otp';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../db/client';
import { twoFactors, users } from '../db/schema';

/** The authenticator secret every test admin holds, so a test can compute the code an app would show. */
export const TEST_TOTP_SECRET = 'test-admin-authenticator-secret-0';

/** The code an authenticator app shows now for `secret` (Better Auth's own TOTP: 6 digits, 30 seconds). */
export function secondFactorCode(secret: string = TEST_TOTP_SECRET, at: number = Date.now()): Promise<string> {
  return createOTP(secret, { digits: 6, period: 30 }).hotp(Math.floor(at / 30_000));
}

/**
 * Gives an account a set-up second factor as Better Auth stores one (the secret encrypted with the
 * app's AUTH_SECRET), as if its owner had scanned the code and confirmed it.
 */
export async function giveSecondFactor(db: DbExecutor, userId: string, authSecret: string, totpSecret: string = TEST_TOTP_SECRET): Promise<void> {
  const secret = await symmetricEncrypt({ key: authSecret, data: totpSecret });
  const backupCodes = await symmetricEncrypt({ key: authSecret, data: JSON.stringify(['test0-codes']) });
  await db.insert(twoFactors).values({ id: randomUUID(), userId, secret, backupCodes, verified: true });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
}
