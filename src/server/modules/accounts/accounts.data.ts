import { eq, sql } from 'drizzle-orm';
import type { Profile, UpdateProfileBody } from '../../../shared/api/accounts';
import type { DbExecutor } from '../../db/client';
import { users } from '../../db/schema';

/** The email is not editable (spec §5); the display name follows the two names. */
export async function updateNames(db: DbExecutor, userId: string, names: UpdateProfileBody): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({ firstName: names.firstName, lastName: names.lastName, name: `${names.firstName} ${names.lastName}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email, firstName: users.firstName, lastName: users.lastName });
  return row!;
}

export async function findUserByEmail(db: DbExecutor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}
