import type { TrackEventBody } from '../../../shared/api/analytics';
import type { DbExecutor } from '../../db/client';
import type { Viewer } from '../accounts/viewer';
import { insertEvent } from './analytics.data';

/** Stores one event from the browser, with the signed-in learner when there is one. */
export async function recordEvent(db: DbExecutor, viewer: Viewer | null, event: TrackEventBody): Promise<void> {
  await insertEvent(db, { name: event.event, properties: event.properties, path: event.path ?? null, userId: viewer?.id ?? null });
}

/**
 * Records an event the server itself observed (a purchase, by the billing fulfilment), inside the
 * caller's transaction so it is stored exactly when the fact it reports is.
 */
export async function recordServerEvent(db: DbExecutor, userId: string | null, event: Pick<TrackEventBody, 'event' | 'properties'>): Promise<void> {
  await insertEvent(db, { name: event.event, properties: event.properties, path: null, userId });
}
