import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum settings: about 10 ms a hash here, memory-hard against GPUs. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
