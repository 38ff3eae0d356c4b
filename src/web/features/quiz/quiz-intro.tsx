import type { QuizAttemptsResponse } from '@shared/api/learning';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import type { QuizSummary } from './quiz-types';

type Attempt = QuizAttemptsResponse['attempts'][number];

const attemptDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface QuizIntroProps {
  quiz: QuizSummary;
  passingScore: number;
  attempts: { status: 'pending' | 'error' | 'success'; data: QuizAttemptsResponse | undefined };
  /** The server is drawing the attempt's questions. */
  starting: boolean;
  onStart: () => void;
}

/** Before an attempt: what the quiz covers, what it takes to pass, and how the learner did so far. */
export function QuizIntro({ quiz, passingScore, attempts, starting, onStart }: QuizIntroProps) {
  const count = quiz.questions_per_attempt;
  return (
    <div>
      {quiz.description && <p className="text-pretty text-muted">{quiz.description}</p>}
      <dl className="mt-6 grid grid-cols-2 gap-4">
        <div className="rounded-xl bg-surface p-4">
          <dt className="text-sm text-muted">Questions</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{count}</dd>
        </div>
        <div className="rounded-xl bg-surface p-4">
          <dt className="text-sm text-muted">Passing score</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{passingScore}%</dd>
        </div>
      </dl>

      <AttemptHistory attempts={attempts} />

      {count > 0 ? (
        <Button size="lg" className="mt-6 w-full sm:w-auto" disabled={starting} aria-busy={starting} onClick={onStart}>
          Start Quiz
        </Button>
      ) : (
        <p className="mt-6 text-muted">This quiz has no questions yet. Carry on with the lesson and check back later.</p>
      )}
    </div>
  );
}

function AttemptHistory({ attempts }: Pick<QuizIntroProps, 'attempts'>) {
  if (attempts.status === 'pending') {
    return (
      <div role="status" aria-label="Loading your attempts" className="mt-6 space-y-2">
        <Skeleton className="h-5 w-64 max-w-full" />
        <Skeleton className="h-5 w-56 max-w-full" />
      </div>
    );
  }
  if (attempts.status === 'error' || !attempts.data) {
    return <p className="mt-6 text-sm text-muted">We couldn't load your earlier attempts just now. You can still take the quiz.</p>;
  }
  const latest = attempts.data.attempts[0];
  const { best } = attempts.data;
  if (!latest || !best) {
    return <p className="mt-6 text-sm text-muted">You haven't taken this quiz yet. Retake it as often as you like: every attempt is saved.</p>;
  }
  return (
    <dl className="mt-6 divide-y divide-line rounded-xl border border-line">
      <AttemptRow label="Best attempt" attempt={best} />
      <AttemptRow label="Latest attempt" attempt={latest} />
    </dl>
  );
}

function AttemptRow({ label, attempt }: { label: string; attempt: Attempt }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-ink tabular-nums">
          {attempt.percent}% ({attempt.score} of {attempt.totalQuestions})
        </span>
        <span className="text-muted">{attemptDate.format(new Date(attempt.completedAt))}</span>
        <Badge variant={attempt.passed ? 'secondary' : 'accent'}>{attempt.passed ? 'Passed' : 'Not passed'}</Badge>
      </dd>
    </div>
  );
}
