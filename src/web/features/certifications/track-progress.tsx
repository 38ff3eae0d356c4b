import { Link } from 'react-router';
import { BadgeCheck, CircleCheck, Circle, Clock, Lock } from 'lucide-react';
import type { CertificationTrackState } from '@shared/api/certifications';
import { PLAN_OFFERS } from '@shared/plans';
import { ButtonLink } from '@web/components/ui/button';
import { CredentialRenewal } from './credential-renewal';
import { assessmentPath, credentialPath } from './use-certifications';
import { attemptsLeftText, coursesDoneText, formatLongDate, formatMoment, trackStatus } from './track-status';

/**
 * A certification as it stands for the signed-in learner: courses done and to come, attempts left,
 * the wait before the next one, the credential earned, and the one step to take next. Nothing is
 * offered that the server would refuse.
 */
export function TrackProgress({ track }: { track: CertificationTrackState }) {
  const status = trackStatus(track);
  return (
    <div className="space-y-4 text-sm">
      <div>
        <p className="font-semibold text-ink">{coursesDoneText(track)}</p>
        <ul className="mt-2 space-y-1.5">
          {track.courses.map((course) => (
            <li key={course.slug} className="flex gap-2">
              {course.completed ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              ) : course.published ? (
                <Circle className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              ) : (
                <Lock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <span>
                {course.published ? (
                  <Link to={`/courses/${course.slug}`} className="rounded text-ink underline-offset-2 hover:underline">
                    {course.title}
                  </Link>
                ) : (
                  <span className="text-muted">{course.title}</span>
                )}
                <span className="sr-only">{course.completed ? ': done' : course.published ? ': not finished yet' : ': still to come'}</span>
                {!course.published && <span className="text-muted"> (still to come)</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {track.lastAttempt && !track.credential && (
        <p className="text-muted">
          Last attempt: {track.lastAttempt.percent}% ({track.lastAttempt.passed ? 'passed' : `${track.passPercent}% needed`})
        </p>
      )}
      <NextStep track={track} status={status} />
    </div>
  );
}

function NextStep({ track, status }: { track: CertificationTrackState; status: ReturnType<typeof trackStatus> }) {
  switch (status.kind) {
    case 'earned':
      return (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="flex items-center gap-2 font-semibold text-brand-900">
            <BadgeCheck className="size-5" aria-hidden="true" />
            Earned on {formatLongDate(status.credential.issuedAt)}
          </p>
          {status.credential.expiresAt && <p className="mt-1 text-brand-800">Valid until {formatLongDate(status.credential.expiresAt)}</p>}
          <p className="mt-1 font-mono text-xs text-brand-800">{status.credential.credentialId}</p>
          <ButtonLink to={credentialPath(status.credential.credentialId)} size="sm" className="mt-3">
            View credential
          </ButtonLink>
          {status.credential.expiresAt && <CredentialRenewal trackId={track.id} />}
        </div>
      );
    case 'unpublished':
      return (
        <p className="rounded-xl border border-line bg-surface p-4 text-muted">
          Opens when every course it needs is published. Still to come: {status.missing.map((course) => course.title).join(', ')}.
        </p>
      );
    case 'upgrade':
      return (
        <div className="rounded-xl border border-line bg-surface p-4">
          <p className="text-muted">Included in the {PLAN_OFFERS[track.plan].name} plan.</p>
          <ButtonLink to="/pricing" variant="outline" size="sm" className="mt-3">
            View Pricing
          </ButtonLink>
        </div>
      );
    case 'in-progress':
      return (
        <div className="rounded-xl border border-accent-400 bg-accent-100 p-4">
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Clock className="size-4" aria-hidden="true" />
            Your attempt is open until {formatMoment(status.deadlineAt)}
          </p>
          <ButtonLink to={assessmentPath(track.id)} size="sm" className="mt-3">
            Resume assessment
          </ButtonLink>
        </div>
      );
    case 'courses':
      return <p className="text-muted">Finish {status.remaining.length === 1 ? 'this course' : `these ${status.remaining.length} courses`} to unlock the final assessment.</p>;
    case 'case-studies':
      return (
        <p className="rounded-xl border border-line bg-surface p-4 text-muted">
          Assessment passed. Next: {status.caseStudies} case studies approved by the review board; your credential is issued once they are.{' '}
          <a href="/certification#case-studies" className="font-semibold text-brand-800 underline underline-offset-2">
            Your case studies
          </a>
        </p>
      );
    case 'wait':
      return (
        <div className="rounded-xl border border-line bg-surface p-4">
          <p className="font-semibold text-ink">Next attempt from {formatMoment(status.retryAt)}</p>
          <p className="mt-1 text-muted">{attemptsLeftText(status.attemptsLeft)}. Attempts are at least 24 hours apart.</p>
        </div>
      );
    case 'ready':
      return (
        <div>
          <p className="text-muted">
            Final assessment: {track.questionsPerAttempt} questions, {track.timeLimitMinutes} minutes, {track.passPercent}% to pass. {attemptsLeftText(status.attemptsLeft)}.
          </p>
          <ButtonLink to={assessmentPath(track.id)} size="sm" className="mt-3">
            Start assessment
          </ButtonLink>
        </div>
      );
  }
}
