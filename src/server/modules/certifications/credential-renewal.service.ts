import type { RenewalState } from '../../../shared/api/credential-renewal';
import { findCertificationTrack, type CertificationTrackId } from '../../../shared/certification-tracks';
import {
  COUNTS_LABEL,
  DEFAULT_CONTINUING_EDUCATION_RULE,
  renewalProgress,
  renewedExpiry,
  type ContinuingEducationRule,
} from '../../../shared/continuing-education';
import { grants, mayTakeTrack } from '../../../shared/entitlements';
import { PLAN_OFFERS } from '../../../shared/plans';
import type { DbExecutor } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { lessonCompletionTimes } from '../learning/learning.service';
import { attendedWorkshopStarts } from '../workshops/workshops.service';
import { findCredential, type CredentialRow } from './certifications.data';
import { presentCredential } from './certifications.service';
import { extendCredential, findContinuingEducationRule, saveContinuingEducationRule } from './credential-renewal.data';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export async function continuingEducationRule(db: DbExecutor): Promise<{ rule: ContinuingEducationRule }> {
  return { rule: (await findContinuingEducationRule(db)) ?? DEFAULT_CONTINUING_EDUCATION_RULE };
}

export async function setContinuingEducationRule(db: DbExecutor, rule: ContinuingEducationRule): Promise<{ rule: ContinuingEducationRule }> {
  await saveContinuingEducationRule(db, rule);
  return { rule };
}

async function stateOf(db: DbExecutor, viewer: Viewer, credential: CredentialRow & { expiresAt: Date }, now: Date): Promise<RenewalState> {
  const { rule } = await continuingEducationRule(db);
  const yearStart = new Date(credential.expiresAt);
  yearStart.setUTCFullYear(yearStart.getUTCFullYear() - 1);
  const [lessonsCompletedAt, workshopsAttendedAt] = await Promise.all([
    lessonCompletionTimes(db, viewer.id, yearStart, credential.expiresAt),
    attendedWorkshopStarts(db, viewer.id, yearStart, credential.expiresAt),
  ]);
  const progress = renewalProgress(rule, credential.expiresAt, { lessonsCompletedAt, workshopsAttendedAt }, now);
  return {
    credential: presentCredential(credential, now, grants(viewer.plan, 'eliteSeal')),
    yearStart: progress.yearStart.toISOString(),
    lessons: progress.lessons,
    workshops: progress.workshops,
    counted: progress.counted,
    required: progress.required,
    counts: rule.counts,
    met: progress.met,
    mayRenew: progress.mayRenew,
  };
}

async function lapsingCredential(db: DbExecutor, viewer: Viewer, trackId: CertificationTrackId) {
  const credential = await findCredential(db, { userId: viewer.id, trackId });
  return credential?.expiresAt ? { ...credential, expiresAt: credential.expiresAt } : undefined;
}

/** The learner's progress towards renewing the track's credential; null when they hold none that lapses. */
export async function credentialRenewal(db: DbExecutor, viewer: Viewer, trackId: CertificationTrackId, now: Date): Promise<{ renewal: RenewalState | null }> {
  const credential = await lapsingCredential(db, viewer, trackId);
  return { renewal: credential ? await stateOf(db, viewer, credential, now) : null };
}

/**
 * Renews the credential for a year from its current expiry once the year's continuing education
 * is done, while the plan includes the track. `expiresAt` is the expiry the learner saw: when it
 * was renewed from there already (a second press), the answer is the renewed state.
 */
export async function renewCredential(db: DbExecutor, viewer: Viewer, trackId: CertificationTrackId, expiresAt: Date, now: Date): Promise<{ renewal: RenewalState }> {
  const track = findCertificationTrack(trackId)!;
  if (!mayTakeTrack(viewer.plan, track.plan)) throw new AppError('UPGRADE_REQUIRED', `Renewing ${track.title} needs the ${PLAN_OFFERS[track.plan].name} plan.`);
  const credential = await lapsingCredential(db, viewer, trackId);
  if (!credential) throw notFound(`You hold no ${track.title} credential to renew.`);
  if (credential.expiresAt.getTime() === renewedExpiry(expiresAt).getTime()) return { renewal: await stateOf(db, viewer, credential, now) };
  if (credential.expiresAt.getTime() !== expiresAt.getTime()) throw new AppError('CONFLICT', 'Your credential changed since this page loaded. Reload it and try again.');
  const state = await stateOf(db, viewer, credential, now);
  if (!state.mayRenew) {
    throw new AppError(
      'CONFLICT',
      state.met
        ? `Your credential expired on ${longDate(credential.expiresAt)}. Take the assessment again to earn it anew.`
        : `Renewal needs ${state.required} ${COUNTS_LABEL[state.counts]} this year; you have ${state.counted}. ${state.required - state.counted} to go.`,
    );
  }
  await extendCredential(db, credential.id, credential.expiresAt, renewedExpiry(credential.expiresAt));
  return { renewal: (await credentialRenewal(db, viewer, trackId, now)).renewal! };
}
