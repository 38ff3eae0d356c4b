import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLearningEmailKind, type LearningEmailKind } from '../../../shared/learning-emails';

/**
 * The unsubscribe link's token (decision 0105): the learner and the kind of email, signed with
 * the site's secret, so the link works without a session and cannot be made for someone else.
 * It does not expire: an old email's link must still work.
 */

function signature(secret: string, userId: string, kind: LearningEmailKind): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${kind}`).digest();
}

export function unsubscribeToken(secret: string, userId: string, kind: LearningEmailKind): string {
  return `${Buffer.from(userId).toString('base64url')}.${kind}.${signature(secret, userId, kind).toString('base64url')}`;
}

/** The learner and kind a token names, or null when it was not made with this secret (or was changed). */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: LearningEmailKind } | null {
  const [encodedUser, kind, signed, ...rest] = token.split('.');
  if (rest.length > 0 || !encodedUser || !signed || !isLearningEmailKind(kind)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  const expected = signature(secret, userId, kind);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
}
