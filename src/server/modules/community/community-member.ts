import { mayActAsAdmin, type Viewer } from '../accounts/viewer';

/** The viewer as the community's rules (shared/community-access.ts) see them: an admin is one who may act as an admin (decision 0113). */
export function asCommunityMember(viewer: Viewer): { id: string; plan: Viewer['plan']; isAdmin: boolean } {
  return { id: viewer.id, plan: viewer.plan, isAdmin: mayActAsAdmin(viewer) };
}
