import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbExecutor } from './client';

/**
 * What app processes react to: `catalog` is the courses (catalogue answers and rendered pages
 * they keep copies of); `mail` is an email queued in the outbox (the mail workers wake to send it).
 */
export type ChangeTopic = 'catalog' | 'mail';

const CHANNEL = 'app_changes';
const TOPICS: readonly ChangeTopic[] = ['catalog', 'mail'];

/** Announces a change from code outside a running app (a command such as `content:import`). */
export async function announceChange(db: DbExecutor, topic: ChangeTopic): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
}

/**
 * Tells every app process on the database that something they keep a copy of has changed, so
 * an edit on one instance shows on the others at once instead of after a cache's lifetime. A
 * change is announced inside the transaction that makes it (PostgreSQL delivers NOTIFY on
 * commit, and not at all on rollback); after a lost connection every topic counts as changed.
 */
export class ChangeFeed {
  private readonly listeners = new Map<ChangeTopic, Set<() => void>>();
  private stopListening: (() => Promise<void>) | undefined;

  private constructor(private readonly log: FastifyBaseLogger) {}

  static async open(database: DatabaseHandle, log: FastifyBaseLogger): Promise<ChangeFeed> {
    const feed = new ChangeFeed(log);
    feed.stopListening = await database.listen(CHANNEL, {
      onMessage: (payload) => {
        if ((TOPICS as readonly string[]).includes(payload)) feed.dispatch(payload as ChangeTopic);
      },
      onGap: () => {
        log.warn('change feed reconnected: clearing every cached copy');
        for (const topic of TOPICS) feed.dispatch(topic);
      },
    });
    return feed;
  }

  /**
   * Announces a change to every process when `db`'s transaction commits. This process also drops
   * its copies at once, so the writer's next request reads the change: PostgreSQL delivers the
   * notification on another connection a moment after the commit, and clears them again then.
   */
  async announce(db: DbExecutor, topic: ChangeTopic): Promise<void> {
    await announceChange(db, topic);
    this.dispatch(topic);
  }

  /** Runs `onChange` whenever `topic` changes in any process; returns the function that stops it. */
  on(topic: ChangeTopic, onChange: () => void): () => void {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(onChange);
    this.listeners.set(topic, set);
    return () => set.delete(onChange);
  }

  async close(): Promise<void> {
    await this.stopListening?.();
  }

  private dispatch(topic: ChangeTopic): void {
    for (const onChange of this.listeners.get(topic) ?? []) {
      try {
        onChange();
      } catch (error) {
        this.log.error({ err: error, topic }, 'a change listener failed');
      }
    }
  }
}
