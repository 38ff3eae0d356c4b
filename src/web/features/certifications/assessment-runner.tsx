import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import type { AssessmentResult, OpenAssessment } from '@shared/api/certifications';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ApiRequestError } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/endpoint-client';
import { cn } from '@web/lib/cn';
import { AssessmentQuestion, type AssessmentAnswer } from './assessment-question';
import { formatTimeLeft, useTimeLeft } from './assessment-countdown';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface AssessmentRunnerProps {
  title: string;
  timeLimitMinutes: number;
  attempt: OpenAssessment;
  onSubmitted: (result: AssessmentResult) => void;
}

/**
 * The timed assessment, one question at a time. Each choice is saved on the server at once (in
 * order, one request after another), so a reload or another device resumes where the learner was;
 * the countdown is the server's deadline, and at zero the attempt is submitted with what was saved.
 */
export function AssessmentRunner({ title, timeLimitMinutes, attempt, onSubmitted }: AssessmentRunnerProps) {
  const [answers, setAnswers] = useState<Record<string, AssessmentAnswer>>(attempt.answers);
  const [index, setIndex] = useState(() => Math.max(0, attempt.questions.findIndex((question) => attempt.answers[question.id] === undefined)));
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const timeLeft = useTimeLeft(attempt.deadlineAt, timeLimitMinutes);
  const timeUp = timeLeft === 0;

  const submit = useMutation({
    mutationFn: async () => {
      await queue.current;
      return callEndpoint('POST /api/certifications/attempts/:attemptId/submission', { params: { attemptId: attempt.attemptId } });
    },
    onSuccess: onSubmitted,
  });

  useEffect(() => {
    if (timeUp && submit.status === 'idle') submit.mutate();
  }, [timeUp, submit]);

  const answer = (questionId: string, value: AssessmentAnswer) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    setSaveState('saving');
    queue.current = queue.current.then(async () => {
      try {
        await callEndpoint('PUT /api/certifications/attempts/:attemptId/answers/:questionId', {
          params: { attemptId: attempt.attemptId, questionId },
          body: { answer: value },
        });
        setSaveState('saved');
        setSaveError(null);
      } catch (error) {
        setSaveState('failed');
        setSaveError(error instanceof ApiRequestError ? error.message : 'Your answer was not saved: check your connection and choose it again.');
      }
    });
  };

  const total = attempt.questions.length;
  const question = attempt.questions[index]!;
  const answered = attempt.questions.filter((entry) => isAnswered(answers[entry.id])).length;
  const last = index === total - 1;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <Card className="p-5 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            Question {index + 1} of {total}
          </h2>
          {/* On narrow screens the time card sits below the question: the time left shows here too. */}
          <p className={cn('flex items-center gap-1.5 font-mono text-sm font-semibold tabular-nums lg:hidden', timeLeft < 5 * 60_000 ? 'text-red-700' : 'text-ink')}>
            <Clock className="size-4" aria-hidden="true" />
            {formatTimeLeft(timeLeft)}
            <span className="sr-only"> left</span>
          </p>
          <p role="status" className="text-sm text-muted">
            {saveState === 'saving' ? 'Saving…' : saveState === 'saved' ? 'Answer saved' : ''}
          </p>
        </div>
        <div className="mt-4">
          <AssessmentQuestion
            key={question.id}
            question={question}
            answer={answers[question.id]}
            onAnswer={(value) => answer(question.id, value)}
            disabled={timeUp || submit.isPending}
          />
        </div>
        {saveError && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {saveError}
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          {!last && (
            <Button onClick={() => setIndex(index + 1)}>
              Next
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </Card>

      <aside aria-label={`${title}: time and progress`} className="space-y-4 lg:sticky lg:top-24 lg:self-start">
        <Card className="p-5">
          <p className="flex items-center gap-2 text-sm font-medium text-muted">
            <Clock className="size-4" aria-hidden="true" />
            Time left
          </p>
          <p className={cn('mt-1 font-mono text-3xl font-bold tabular-nums', timeLeft < 5 * 60_000 ? 'text-red-700' : 'text-ink')} aria-live="off">
            {formatTimeLeft(timeLeft)}
          </p>
          <p className="mt-1 text-xs text-muted">Answers after the deadline are not counted.</p>
        </Card>
        <Card className="p-5">
          <p className="text-sm font-semibold text-ink">
            {answered} of {total} answered
          </p>
          <ol className="mt-3 grid grid-cols-8 gap-1.5 lg:grid-cols-5">
            {attempt.questions.map((entry, position) => (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => setIndex(position)}
                  aria-current={position === index ? 'step' : undefined}
                  aria-label={`Question ${position + 1}${isAnswered(answers[entry.id]) ? ', answered' : ''}`}
                  className={cn(
                    'flex size-8 items-center justify-center rounded-md border text-xs font-semibold',
                    isAnswered(answers[entry.id]) ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink',
                    position === index && 'ring-2 ring-accent-500 ring-offset-1',
                  )}
                >
                  {position + 1}
                </button>
              </li>
            ))}
          </ol>
          {answered < total && <p className="mt-3 text-xs text-muted">Questions left unanswered count as wrong.</p>}
          <Button className="mt-4 w-full" disabled={submit.isPending} onClick={() => submit.mutate()}>
            {submit.isPending ? 'Submitting…' : 'Submit assessment'}
          </Button>
          {submit.error && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {submit.error instanceof ApiRequestError ? submit.error.message : 'Your attempt was not submitted: check your connection and try again.'}
            </p>
          )}
        </Card>
      </aside>
    </div>
  );
}

function isAnswered(answer: AssessmentAnswer | undefined): boolean {
  return Array.isArray(answer) ? answer.length > 0 : answer !== undefined;
}
