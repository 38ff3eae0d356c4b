import { BadgeCheck, BookOpen, CircleCheck, CircleX, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { AssessmentResult, CertificationTrackState, OpenAssessment } from '@shared/api/certifications';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { attemptsLeftText, formatMoment } from './track-status';
import { credentialPath } from './use-certifications';

interface AssessmentResultViewProps {
  result: AssessmentResult;
  questions: OpenAssessment['questions'];
  /** The track as the server tells it after the submission: attempts left and the wait. */
  track: CertificationTrackState | undefined;
}

/**
 * The score and which questions were right. Never the right options: the same pool serves the
 * next attempt (decision 0068). A failed attempt says how many attempts are left and when the next
 * may start.
 */
export function AssessmentResultView({ result, questions, track }: AssessmentResultViewProps) {
  const byId = new Map(result.results.map((entry) => [entry.questionId, entry.correct]));
  return (
    <div className="space-y-6">
      <Card className={cn('p-6 sm:p-8', result.passed ? 'border-brand-200 bg-brand-50' : 'border-accent-400 bg-accent-100')}>
        <div className="flex items-start gap-4">
          {result.passed ? (
            <BadgeCheck className="size-10 shrink-0 text-brand-700" aria-hidden="true" />
          ) : (
            <XCircle className="size-10 shrink-0 text-accent-800" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <h2 className="text-2xl font-bold tracking-tight">{result.passed ? 'You passed' : 'Not passed this time'}</h2>
            <p className="mt-1 text-lg">
              {result.score} of {result.totalQuestions} correct: <strong>{result.percent}%</strong>
              {track && <span className="text-muted"> ({track.passPercent}% to pass)</span>}
            </p>
            {result.passed && result.credential && (
              <div className="mt-4">
                <p>
                  Your credential <span className="font-mono font-semibold">{result.credential.credentialId}</span> is issued: anyone can verify it.
                </p>
                <ButtonLink to={credentialPath(result.credential.credentialId)} className="mt-3">
                  View your credential
                </ButtonLink>
              </div>
            )}
            {result.passed && !result.credential && (
              <div className="mt-3">
                <p className="text-muted">Next come your three case studies for the review board: your credential is issued once the board approves them.</p>
                <ButtonLink to="/certification#case-studies" size="sm" className="mt-3">
                  Write your case studies
                </ButtonLink>
              </div>
            )}
            {!result.passed && <RetryNote track={track} />}
          </div>
        </div>
      </Card>

      {result.lessonsToReread.length > 0 && (
        <Card className="p-6 sm:p-8">
          <h2 className="text-lg font-semibold">Re-read before you retake</h2>
          <p className="mt-1 text-sm text-muted">The lessons your wrong answers come from.</p>
          <ul className="mt-4 space-y-2">
            {result.lessonsToReread.map((lesson) => (
              <li key={`${lesson.courseSlug}:${lesson.lessonId}`} className="flex items-start gap-2 text-sm">
                <BookOpen className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <Link to={`/learn/${lesson.courseSlug}?lesson=${encodeURIComponent(lesson.lessonId)}`} className="font-semibold text-brand-800 underline underline-offset-2">
                    {lesson.lessonTitle}
                  </Link>{' '}
                  <span className="text-muted">in {lesson.courseTitle}</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card className="p-6 sm:p-8">
        <h2 className="text-lg font-semibold">Your answers</h2>
        <p className="mt-1 text-sm text-muted">Which questions you got right. The right options are not shown: the same questions may come up in your next attempt.</p>
        <ol className="mt-5 space-y-3">
          {questions.map((question, index) => {
            const correct = byId.get(question.id) === true;
            return (
              <li key={question.id} className="flex gap-3 text-sm">
                {correct ? (
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                ) : (
                  <CircleX className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
                )}
                <span>
                  <span className="font-semibold">
                    {index + 1}. {correct ? 'Right' : 'Wrong'}:
                  </span>{' '}
                  {question.question}
                </span>
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}

function RetryNote({ track }: { track: CertificationTrackState | undefined }) {
  if (!track) return null;
  return (
    <div className="mt-3 space-y-1">
      <p>{attemptsLeftText(track.attemptsLeft)}.</p>
      {track.nextAttemptAt && <p>Your next attempt can start on {formatMoment(track.nextAttemptAt)}. Re-read the lessons behind the questions you missed meanwhile.</p>}
      <ButtonLink to="/certification" variant="outline" size="sm" className="mt-2">
        Back to Certification
      </ButtonLink>
    </div>
  );
}
