import type { Profile, UpdateProfileBody } from '../../../shared/api/accounts';
import type { DbExecutor } from '../../db/client';
import { updateNames } from './accounts.data';
import { presentProfile } from './accounts.presenter';
import type { Viewer } from './viewer';
export { countSignUpsSince } from './accounts.data';

export function getProfile(viewer: Viewer): { profile: Profile } {
  return presentProfile(viewer);
}

export async function updateProfile(db: DbExecutor, viewer: Viewer, names: UpdateProfileBody): Promise<{ profile: Profile }> {
  return presentProfile(await updateNames(db, viewer.id, names));
}

