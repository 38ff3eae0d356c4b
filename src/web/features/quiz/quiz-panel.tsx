import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, ClipboardCheck } from 'lucide-react';
import { toast } from '@web/lib/toast';
import type { CompleteLessonResponse, QuizDrawResponse, SubmitQuizResponse } from '@shared/api/learning';
import { isQuestionAnswered, resolvePassingScore, type QuizAnswer, type QuizAnswers } from '@shared/quiz-scoring';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/error-message';
import { QuizIntro } from './quiz-intro';
import { QuizQuestion } from './quiz-question';
import { QuizResults } from './quiz-results';
import type { QuizSummary } from './quiz-types';
import { answersByOptionId, drawnQuiz } from './drawn-quiz';
import { useQuizAttempts, useStartQuizDraw, useSubmitQuizAttempt } from './use-quiz-attempts';
import { useUserId } from '@web/lib/member-query';

export interface QuizPanelProps {
  courseSlug: string;
  lessonId: string;
  quiz: QuizSummary;
  /** Called by 'Continue' after the results, once the runner has reset. */
  onContinue: () => void;
  /** A passed attempt completed the lesson on the server (decision 0026). */
  onLessonCompleted?: (lessonId: string, result: CompleteLessonResponse) => void;
  /** Opens one of the lessons a failed attempt says to re-read. */
  onOpenLesson: (lessonId: string) => void;
}

/** Spec §4: not-started, then taking (Start), then results (submit), then not-started again (Retake). */
type Phase = 'not-started' | 'taking' | 'results';

/**
 * The quiz runner of the lesson player's Quiz tab. A different lesson or quiz starts afresh,
 * so a half-finished attempt never carries over to another quiz.
 */
export function QuizPanel(props: QuizPanelProps) {
  return <QuizRunner key={`${props.courseSlug}/${props.lessonId}/${props.quiz.id}`} {...props} />;
}

function QuizRunner({ courseSlug, lessonId, quiz, onContinue, onLessonCompleted, onOpenLesson }: QuizPanelProps) {
  const userId = useUserId();
  const attempts = useQuizAttempts(userId, courseSlug, lessonId);
  const startDraw = useStartQuizDraw(courseSlug, lessonId);
  const submit = useSubmitQuizAttempt(userId, courseSlug, lessonId);

  const [phase, setPhase] = useState<Phase>('not-started');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [outcome, setOutcome] = useState<SubmitQuizResponse | null>(null);
  const [draw, setDraw] = useState<QuizDrawResponse | null>(null);

  // Each view's heading takes focus after a move, so keyboard and screen reader users land
  // on the new question or the results instead of on a button that no longer exists.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);
  const moveFocus = () => setFocusRequest((count) => count + 1);

  const passingScore = resolvePassingScore(quiz.passing_score);
  const shownQuiz = draw ? drawnQuiz(quiz, draw) : null;
  const total = shownQuiz?.questions.length ?? 0;
  const question = shownQuiz?.questions[Math.min(index, total - 1)];
  const isLast = index >= total - 1;
  const answered = question !== undefined && isQuestionAnswered(question, answers[question.id]);

  const reset = () => {
    setPhase('not-started');
    setIndex(0);
    setAnswers({});
    setOutcome(null);
    setDraw(null);
    submit.reset();
  };

  /** Each attempt is a fresh draw from the pool, made by the server. */
  const start = () => {
    startDraw.mutate(undefined, {
      onSuccess: (drawn) => {
        setDraw(drawn);
        setAnswers({});
        setIndex(0);
        setPhase('taking');
        moveFocus();
      },
      onError: (error) => toast.error('Error', { description: errorMessage(error) }),
    });
  };

  const goTo = (next: number) => {
    setIndex(Math.max(0, Math.min(total - 1, next)));
    moveFocus();
  };

  const submitAttempt = () => {
    if (!draw) return;
    submit.mutate(
      { drawId: draw.drawId, body: { answers: answersByOptionId(draw, answers) } },
      {
        onSuccess: (data) => {
          setOutcome(data);
          setPhase('results');
          moveFocus();
          if (data.completion) onLessonCompleted?.(lessonId, data.completion);
        },
        onError: (error) => toast.error('Error', { description: errorMessage(error) }),
      },
    );
  };

  const setAnswer = (answer: QuizAnswer) => {
    if (question) setAnswers((current) => ({ ...current, [question.id]: answer }));
  };

  return (
    <section aria-labelledby={`quiz-title-${quiz.id}`} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ClipboardCheck className="size-5" aria-hidden="true" />
        </span>
        <h2
          id={`quiz-title-${quiz.id}`}
          ref={phase === 'not-started' ? headingRef : undefined}
          tabIndex={-1}
          className="text-xl font-semibold text-balance scroll-mt-40 focus:outline-none"
        >
          {quiz.title}
        </h2>
      </div>

      <div className="mt-5">
        {phase === 'not-started' && (
          <QuizIntro quiz={quiz} passingScore={passingScore} attempts={{ status: attempts.status, data: attempts.data }} starting={startDraw.isPending} onStart={start} />
        )}

        {phase === 'taking' && question && (
          <div>
            <div className="flex items-center justify-between gap-4">
              <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold tracking-wide text-brand-700 uppercase scroll-mt-40 focus:outline-none">
                Question {index + 1} of {total}
              </h3>
              <span className="text-sm text-muted">Pass: {passingScore}%</span>
            </div>
            <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-surface ring-1 ring-line" aria-hidden="true">
              <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${((index + 1) / total) * 100}%` }} />
            </div>
            <div className="mt-6">
              <QuizQuestion key={question.id} question={question} answer={answers[question.id]} onAnswer={setAnswer} disabled={submit.isPending} />
            </div>
            <div className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-6">
              <Button variant="outline" disabled={index === 0 || submit.isPending} onClick={() => goTo(index - 1)}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </Button>
              {isLast ? (
                <Button disabled={!answered || submit.isPending} aria-busy={submit.isPending} onClick={submitAttempt}>
                  {submit.isPending ? 'Submitting…' : 'Submit Quiz'}
                </Button>
              ) : (
                <Button disabled={!answered} onClick={() => goTo(index + 1)}>
                  Next
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        )}

        {phase === 'results' && outcome && shownQuiz && (
          <QuizResults
            quiz={shownQuiz}
            passingScore={passingScore}
            answers={answers}
            outcome={outcome}
            headingRef={headingRef}
            onRetake={() => {
              reset();
              moveFocus();
            }}
            onContinue={() => {
              reset();
              onContinue();
            }}
            onOpenLesson={onOpenLesson}
          />
        )}
      </div>
    </section>
  );
}
