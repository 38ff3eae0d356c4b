import { sql } from 'drizzle-orm';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, SharedLocks } from '../../db/client';

/** The lock space of uploads among the database's advisory locks ("tus" in ASCII). */
const UPLOAD_LOCK_SPACE = 0x747573;
/** Where a request that wants an upload asks every process to let go of it. */
const RELEASE_CHANNEL = 'upload_lock_release';
/** As @tus/server's own MemoryLocker: past this, the request answers that the upload is busy. */
export const ACQUIRE_LOCK_TIMEOUT_MS = 30_000;
const RETRY_MS = 50;
/** A holder that did not let go is asked again this often (its process may have missed the first ask). */
const ASK_AGAIN_MS = 1_000;

/**
 * tus's lock on an upload, shared by every app process on one PostgreSQL (decision 0037): the
 * requests of one upload may land on different instances behind a load balancer, and two of
 * them writing at once would interleave bytes. A lock is a PostgreSQL advisory lock named after
 * the upload. A request that finds it taken asks, over NOTIFY, whichever process holds it to
 * release it, as tus's MemoryLocker does within a process: the holder cancels its request (a
 * client that resumes has given up on the old one, usually a connection that dropped), which
 * stops writing and unlocks. The embedded database has one process, and keeps tus's MemoryLocker.
 */
export class SharedUploadLocker implements Locker {
  /** Locks held by this process's requests: upload id → how to ask the holder to let go. */
  private readonly held = new Map<string, RequestRelease>();
  private listening: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly locks: SharedLocks,
    private readonly log: FastifyBaseLogger,
  ) {}

  newLock(id: string): Lock {
    return new SharedUploadLock(id, this);
  }

  /** Starts hearing release requests (once); every process that may hold a lock listens. */
  listen(): Promise<unknown> {
    this.listening ??= this.database.listen(RELEASE_CHANNEL, {
      onMessage: (id) => {
        const release = this.held.get(id);
        if (release) void Promise.resolve(release()).catch((error: unknown) => this.log.warn({ err: error, id }, 'releasing an upload lock failed'));
      },
      // Release requests missed during the gap are asked again by their waiters.
      onGap: () => undefined,
    });
    return this.listening;
  }

  async close(): Promise<void> {
    if (this.listening) await (await this.listening)();
  }

  /** Takes the upload's lock, waiting (and asking its holder to let go) up to the timeout; returns its release. */
  async acquire(id: string, signal: AbortSignal, requestRelease: RequestRelease): Promise<() => Promise<void>> {
    await this.listen();
    const deadline = Date.now() + ACQUIRE_LOCK_TIMEOUT_MS;
    let askedAt = 0;
    for (;;) {
      if (signal.aborted) throw ERRORS.ABORTED;
      const release = await this.locks.tryLock(UPLOAD_LOCK_SPACE, id);
      if (release) {
        this.held.set(id, requestRelease);
        return async () => {
          this.held.delete(id);
          await release();
        };
      }
      if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        await this.askToRelease(id);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  /** Every process hears it, this one included (the holder may be another request here). */
  private async askToRelease(id: string): Promise<void> {
    await this.database.db.execute(sql`select pg_notify(${RELEASE_CHANNEL}, ${id})`);
  }
}

class SharedUploadLock implements Lock {
  private release: (() => Promise<void>) | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: SharedUploadLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    this.release = await this.locker.acquire(this.id, signal, requestRelease);
  }

  async unlock(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    if (!release) throw new Error('Releasing an unlocked lock!');
    await release();
  }
}

/** The locker tus uses for this database: shared across processes on PostgreSQL, tus's own in memory otherwise. */
export function uploadLockerFor(database: DatabaseHandle, log: FastifyBaseLogger): SharedUploadLocker | undefined {
  return database.sharedLocks ? new SharedUploadLocker(database, database.sharedLocks, log) : undefined;
}
