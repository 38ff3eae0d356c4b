import type { Ref } from 'react';
import { ArrowRight, CircleCheck, CircleX, RotateCcw, Trophy } from 'lucide-react';
import type { SubmitQuizResponse } from '@shared/api/learning';
import type { QuizAnswers } from '@shared/quiz-scoring';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { answerText } from './quiz-answer-text';
import type { ShownQuiz } from './quiz-types';

interface QuizResultsProps {
  quiz: ShownQuiz;
  passingScore: number;
  answers: QuizAnswers;
  outcome: SubmitQuizResponse;
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
  onContinue: () => void;
  /** Opens a lesson to re-read, from the list a failed attempt gives. */
  onOpenLesson: (lessonId: string) => void;
}

/**
 * The server's verdict on an attempt: score, pass or fail, and which questions were right. A pass
 * also shows each correct answer and explanation; a fail points to the lessons to re-read instead.
 */
export function QuizResults({ quiz, passingScore, answers, outcome, headingRef, onRetake, onContinue, onOpenLesson }: QuizResultsProps) {
  const { attempt, results, reviewLessons } = outcome;
  const resultById = new Map(results.map((result) => [result.questionId, result]));

  return (
    <div>
      <div
        className={cn(
          'flex flex-col items-center rounded-2xl px-6 py-8 text-center',
          attempt.passed ? 'bg-brand-50 text-brand-900' : 'bg-accent-100 text-accent-800',
        )}
      >
        <span
          className={cn(
            'inline-flex size-14 items-center justify-center rounded-full bg-white shadow-sm',
            attempt.passed ? 'text-brand-700' : 'text-accent-800',
          )}
        >
          {attempt.passed ? <Trophy className="size-7" aria-hidden="true" /> : <RotateCcw className="size-7" aria-hidden="true" />}
        </span>
        <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold tracking-tight scroll-mt-40 focus:outline-none">
          {attempt.passed ? 'You passed!' : 'Not quite there yet'}
        </h3>
        <p className="mt-3 text-5xl font-bold tracking-tight tabular-nums">{attempt.percent}%</p>
        <p className="mt-2 font-medium">
          {attempt.score} of {attempt.totalQuestions} correct · Passing score {passingScore}%
        </p>
        <p className="mt-2 max-w-md text-sm text-pretty">
          {attempt.passed
            ? 'Nice work. Read the explanations below to lock in what you learned, then carry on with the course.'
            : `You need ${passingScore}% to pass. See which questions were wrong, re-read the lessons below, then retake the quiz as often as you like.`}
        </p>
      </div>

      {reviewLessons.length > 0 && (
        <div className="mt-6 rounded-xl border border-line bg-surface p-5">
          <h4 className="font-semibold text-ink">Re-read before you retake</h4>
          <ul className="mt-3 flex flex-wrap gap-2">
            {reviewLessons.map((lesson) => (
              <li key={lesson.id} className="max-w-full">
                <Button variant="outline" size="sm" className="h-auto! min-h-9 py-1.5 text-left whitespace-normal!" onClick={() => onOpenLesson(lesson.id)}>
                  {lesson.title}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <h4 className="mt-8 text-lg font-semibold">Review your answers</h4>
      <ol className="mt-4 space-y-4">
        {quiz.questions.map((question, index) => {
          const result = resultById.get(question.id);
          const correct = result?.correct ?? false;
          return (
            <li key={question.id} className="rounded-xl border border-line bg-white p-5">
              <div className="flex items-start gap-3">
                {correct ? (
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                ) : (
                  <CircleX className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className={cn('text-sm font-semibold', correct ? 'text-brand-800' : 'text-red-700')}>
                    Question {index + 1}: {correct ? 'Correct' : 'Incorrect'}
                  </p>
                  <p className="mt-1 font-medium text-pretty text-ink">{question.question}</p>
                  <dl className="mt-3 space-y-1 text-sm">
                    <div>
                      <dt className="inline font-semibold text-ink">Your answer: </dt>
                      <dd className="inline text-muted">{answerText(question, answers[question.id])}</dd>
                    </div>
                    {result?.correctAnswer !== undefined && (
                      <div>
                        <dt className="inline font-semibold text-ink">Correct answer: </dt>
                        <dd className="inline text-muted">{answerText(question, result.correctAnswer)}</dd>
                      </div>
                    )}
                  </dl>
                  {result?.explanation && <p className="mt-3 rounded-lg bg-surface p-3 text-sm text-pretty text-ink">{result.explanation}</p>}
                </div>
              </div>
            </li>
          );
        })}
      </ol>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onRetake}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Retake
        </Button>
        <Button size="lg" onClick={onContinue}>
          Continue
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
