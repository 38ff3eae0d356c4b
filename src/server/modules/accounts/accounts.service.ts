import type { Profile, SignedInSession, UpdateProfileBody } from '../../../shared/api/accounts';
import { deviceLabel } from '../../../shared/device-label';
import { notFound } from '../../http/app-error';
import type { DbExecutor } from '../../db/client';
import { deleteOtherSessions, deleteSessionOf, findLiveSessions, updateNames } from './accounts.data';
import { presentProfile } from './accounts.presenter';
import type { Viewer } from './viewer';
export { countSignUpsSince, findPasswordHash } from './accounts.data';

export function getProfile(viewer: Viewer): { profile: Profile } {
  return presentProfile(viewer);
}

export async function updateProfile(db: DbExecutor, viewer: Viewer, names: UpdateProfileBody): Promise<{ profile: Profile }> {
  return presentProfile(await updateNames(db, viewer.id, names));
}


/** The learner's sessions in force for /profile, `currentSessionId` marked as this one. */
export async function listSessions(db: DbExecutor, viewer: Viewer, currentSessionId: string): Promise<{ sessions: SignedInSession[] }> {
  const rows = await findLiveSessions(db, viewer.id);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceLabel(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === currentSessionId,
    })),
  };
}

/** Signs out one of the learner's own sessions; another person's id is not found. */
export async function endSession(db: DbExecutor, viewer: Viewer, sessionId: string): Promise<{ ended: true }> {
  if (!(await deleteSessionOf(db, viewer.id, sessionId))) throw notFound('You have no signed-in session with this id.');
  return { ended: true };
}

export async function endOtherSessions(db: DbExecutor, viewer: Viewer, currentSessionId: string): Promise<{ ended: number }> {
  return { ended: await deleteOtherSessions(db, viewer.id, currentSessionId) };
}
