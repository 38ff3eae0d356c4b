// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizAttemptsResponse, QuizDrawResponse, SubmitQuizResponse } from '@shared/api/learning';
import { QuizPanel } from './quiz-panel';
import type { ShownQuiz } from './quiz-types';

/** The pool the fake server draws from; the panel itself gets only the summary (its type has no questions). */
const QUIZ: ShownQuiz = {
  id: 'q-basics',
  title: 'AI Basics Check',
  description: 'Three quick questions on what AI is and where it fits in your business.',
  passing_score: 70,
  questions_per_attempt: 3,
  questions: [
    { id: 'q1', type: 'true-false', question: 'A chat assistant knows your prices without you telling it.', options: ['True', 'False'] },
    {
      id: 'q2',
      type: 'multiple-choice',
      question: 'Which task is the best first candidate for AI?',
      options: ['Firing an employee', 'Drafting a reply to a common question', 'Signing a contract'],
    },
    {
      id: 'q3',
      type: 'multiple-select',
      question: 'Which are known weak spots of generative AI?',
      options: ['Inventing facts', 'Rewording text', 'Very recent events'],
    },
  ],
};

const ATTEMPTS_PATH = '/api/learn/ai-101/lessons/l-myths/quiz-attempts';
const DRAWS_PATH = '/api/learn/ai-101/lessons/l-myths/quiz-draws';

/** The server's draw: here the quiz's questions in their own order, each option's id its question and position. */
function drawOf(quiz: ShownQuiz, drawId: string): QuizDrawResponse {
  return {
    drawId,
    questions: quiz.questions.map(({ id, type, question, options }) => ({ id, type, question, options: options.map((text, index) => ({ id: `${id}:${index}`, text })) })),
  };
}

function attempt(overrides: Partial<QuizAttemptsResponse['attempts'][number]> = {}): QuizAttemptsResponse['attempts'][number] {
  return { id: 'a1', score: 2, totalQuestions: 3, percent: 67, passed: false, completedAt: '2026-11-22T10:00:00.000Z', ...overrides };
}

const FAILED_RESULT: SubmitQuizResponse = {
  attempt: attempt(),
  results: [
    { questionId: 'q1', correct: true },
    { questionId: 'q2', correct: true },
    { questionId: 'q3', correct: false },
  ],
  reviewLessons: [
    { id: 'l-plain', title: 'AI in Plain English' },
    { id: 'l-myths', title: 'Five Myths' },
  ],
  completion: null,
};

const PASSED_RESULT: SubmitQuizResponse = {
  attempt: attempt({ score: 3, percent: 100, passed: true }),
  results: [
    { questionId: 'q1', correct: true, correctAnswer: false, explanation: 'It only knows what you give it in the conversation.' },
    { questionId: 'q2', correct: true, correctAnswer: 1, explanation: 'A common reply is quick to check and cheap to fix.' },
    { questionId: 'q3', correct: true, correctAnswer: [0, 2], explanation: 'AI invents facts confidently and its knowledge stops at a date.' },
  ],
  completion: null,
  reviewLessons: [],
};

interface Server {
  attempts: QuizAttemptsResponse;
  submitted: { path: string; body: unknown }[];
  draws: number;
  submitResponse: { status: number; body: unknown };
  attemptLoads: number;
}

let server: Server;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  server = { attempts: { attempts: [], best: null }, submitted: [], draws: 0, submitResponse: { status: 201, body: FAILED_RESULT }, attemptLoads: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/session') {
        return json(200, {
          user: { id: 'u1', email: 'maria@example.com', firstName: 'Maria', lastName: 'Lopez', isAdmin: false, emailVerified: true, secondFactorEnabled: false, plan: 'free', subscriptionStatus: 'inactive' },
        });
      }
      if (path === ATTEMPTS_PATH && (init?.method ?? 'GET') === 'GET') {
        server.attemptLoads += 1;
        return json(200, server.attempts);
      }
      if (path === DRAWS_PATH && init?.method === 'POST') {
        server.draws += 1;
        return json(201, drawOf(QUIZ, `draw-${server.draws}`));
      }
      if (path.startsWith(`${DRAWS_PATH}/`) && init?.method === 'POST') {
        server.submitted.push({ path, body: JSON.parse(String(init.body)) });
        const saved = (server.submitResponse.body as SubmitQuizResponse).attempt;
        if (server.submitResponse.status === 201 && saved.id !== null) {
          const stored = { ...saved, id: saved.id };
          server.attempts = { attempts: [stored, ...server.attempts.attempts], best: server.attempts.best ?? stored };
        }
        return json(server.submitResponse.status, server.submitResponse.body);
      }
      return json(404, { error: 'NOT_FOUND', message: 'No such endpoint' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(onContinue = vi.fn(), onOpenLesson = vi.fn(), onLessonCompleted = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <QuizPanel courseSlug="ai-101" lessonId="l-myths" quiz={QUIZ} onContinue={onContinue} onOpenLesson={onOpenLesson} onLessonCompleted={onLessonCompleted} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onContinue, onOpenLesson, onLessonCompleted };
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

/** 'Start Quiz', then waits for the server's draw to show its first question. */
async function start() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
  await screen.findByRole('heading', { level: 3, name: /^Question 1 of/ });
}

/** Answers every question (the last one wrong) and stops on the last question. */
async function answerAll() {
  await start();
  fireEvent.click(screen.getByRole('radio', { name: 'False' }));
  fireEvent.click(button('Next'));
  fireEvent.click(screen.getByRole('radio', { name: 'Drafting a reply to a common question' }));
  fireEvent.click(button('Next'));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Inventing facts' }));
}

describe('QuizPanel before an attempt', () => {
  it('shows the title, description, question count and passing score with a Start Quiz button', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'AI Basics Check' })).toBeTruthy();
    expect(screen.getByText(QUIZ.description)).toBeTruthy();
    expect(screen.getByText('Questions').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Passing score').nextElementSibling?.textContent).toBe('70%');
    expect(await screen.findByText(/You haven't taken this quiz yet/)).toBeTruthy();
    expect(button('Start Quiz')).toBeTruthy();
  });

  it("shows the learner's best and latest attempts", async () => {
    server.attempts = {
      attempts: [attempt({ id: 'a2', percent: 33, score: 1 }), attempt({ id: 'a1', percent: 100, score: 3, passed: true })],
      best: attempt({ id: 'a1', percent: 100, score: 3, passed: true }),
    };
    renderPanel();
    const best = (await screen.findByText('Best attempt')).parentElement!;
    expect(best.textContent).toContain('100% (3 of 3)');
    expect(best.textContent).toContain('Passed');
    const latest = screen.getByText('Latest attempt').parentElement!;
    expect(latest.textContent).toContain('33% (1 of 3)');
    expect(latest.textContent).toContain('Not passed');
  });
});

describe('QuizPanel while taking the quiz', () => {
  it('shows one question at a time with Previous disabled on the first and focus on the question heading', async () => {
    renderPanel();
    await start();
    const heading = screen.getByRole('heading', { level: 3, name: 'Question 1 of 3' });
    expect(document.activeElement).toBe(heading);
    const group = screen.getByRole('group', { name: QUIZ.questions[0]!.question });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['True', 'False']);
    expect(screen.queryByText(QUIZ.questions[1]!.question)).toBeNull();
    expect(button('Previous').disabled).toBe(true);
  });

  it('keeps Next disabled until the current question is answered', async () => {
    renderPanel();
    await start();
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'True' }));
    expect(button('Next').disabled).toBe(false);

    fireEvent.click(button('Next'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Question 2 of 3' }));
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Signing a contract' }));
    expect(button('Next').disabled).toBe(false);
  });

  it('needs at least one choice on a multiple-select question before Submit Quiz is enabled', async () => {
    renderPanel();
    await start();
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    fireEvent.click(button('Next'));
    fireEvent.click(screen.getByRole('radio', { name: 'Firing an employee' }));
    fireEvent.click(button('Next'));

    expect(screen.getByRole('heading', { level: 3, name: 'Question 3 of 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Submit Quiz').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Inventing facts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Very recent events' }));
    expect(button('Submit Quiz').disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Inventing facts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Very recent events' }));
    expect(button('Submit Quiz').disabled).toBe(true);
  });

  it('keeps earlier answers when going back with Previous', async () => {
    renderPanel();
    await start();
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Previous'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Question 1 of 3' }));
    expect((screen.getByRole('radio', { name: 'False' }) as HTMLInputElement).checked).toBe(true);
    expect(button('Next').disabled).toBe(false);
  });
});

describe('QuizPanel after submitting', () => {
  it("sends the answers and shows the server's score, verdict, which questions were wrong and the lessons to re-read, but no answers", async () => {
    const { onOpenLesson } = renderPanel();
    await answerAll();
    fireEvent.click(button('Submit Quiz'));

    const heading = await screen.findByRole('heading', { level: 3, name: 'Not quite there yet' });
    expect(document.activeElement).toBe(heading);
    expect(server.draws).toBe(1);
    expect(server.submitted).toEqual([{ path: `${DRAWS_PATH}/draw-1/attempt`, body: { answers: { q1: 'q1:1', q2: 'q2:1', q3: ['q3:0'] } } }]);
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText(/2 of 3 correct · Passing score 70%/)).toBeTruthy();

    const review = screen.getByRole('heading', { level: 4, name: 'Re-read before you retake' }).parentElement!;
    fireEvent.click(within(review).getByRole('button', { name: 'AI in Plain English' }));
    expect(onOpenLesson).toHaveBeenCalledWith('l-plain');

    const questions = within(screen.getByRole('heading', { level: 4, name: 'Review your answers' }).nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(questions).toHaveLength(3);
    expect(questions[0]!.textContent).toContain('Question 1: Correct');
    expect(questions[2]!.textContent).toContain('Question 3: Incorrect');
    expect(questions[2]!.textContent).toContain('Your answer: Inventing facts');
    expect(document.body.textContent).not.toContain('Correct answer');
    expect(document.body.textContent).not.toContain('AI invents facts confidently');
  });

  it('shows every correct answer and explanation when the learner passed, and nothing to re-read', async () => {
    server.submitResponse = { status: 201, body: PASSED_RESULT };
    renderPanel();
    await answerAll();
    fireEvent.click(button('Submit Quiz'));
    expect(await screen.findByRole('heading', { level: 3, name: 'You passed!' })).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('It only knows what you give it in the conversation.');
    expect(items[2]!.textContent).toContain('Correct answer: Inventing facts; Very recent events');
    expect(items[2]!.textContent).toContain('AI invents facts confidently and its knowledge stops at a date.');
    expect(screen.queryByRole('heading', { name: 'Re-read before you retake' })).toBeNull();
  });

  it('hands the completion a passed attempt made to the player, and nothing for a failed one (decision 0026)', async () => {
    const completion = { progress: { completedLessonIds: ['l-myths'], completedCount: 1, totalLessons: 12, percent: 8 }, certificate: null, certificateIssued: false };
    server.submitResponse = { status: 201, body: { ...PASSED_RESULT, completion } };
    const { onLessonCompleted } = renderPanel();
    await answerAll();
    fireEvent.click(button('Submit Quiz'));
    await screen.findByRole('heading', { level: 3, name: 'You passed!' });
    expect(onLessonCompleted).toHaveBeenCalledWith('l-myths', completion);
  });

  it('goes back to not-started on Retake, with the new attempt loaded, and starts afresh', async () => {
    renderPanel();
    await answerAll();
    fireEvent.click(button('Submit Quiz'));
    await screen.findByRole('heading', { level: 3, name: 'Not quite there yet' });
    await waitFor(() => expect(server.attemptLoads).toBe(2));

    fireEvent.click(button('Retake'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'AI Basics Check' }));
    const latest = (await screen.findByText('Latest attempt')).parentElement!;
    expect(latest.textContent).toContain('67% (2 of 3)');

    await start();
    expect(server.draws).toBe(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Question 1 of 3' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'False' }) as HTMLInputElement).checked).toBe(false);
    expect(button('Next').disabled).toBe(true);
  });

  it('resets and calls onContinue on Continue', async () => {
    const { onContinue } = renderPanel();
    await answerAll();
    fireEvent.click(button('Submit Quiz'));
    await screen.findByRole('heading', { level: 3, name: 'Not quite there yet' });

    fireEvent.click(button('Continue'));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(button('Start Quiz')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows the results when the server scored the attempt but could not save it (spec §8)', async () => {
    server.submitResponse = { status: 200, body: { ...FAILED_RESULT, attempt: { ...FAILED_RESULT.attempt, id: null } } };
    renderPanel();
    await answerAll();
    await act(async () => {
      fireEvent.click(button('Submit Quiz'));
    });

    expect(await screen.findByRole('heading', { level: 3, name: 'Not quite there yet' })).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('shows an Error toast and stays on the last question when the attempt cannot be scored', async () => {
    server.submitResponse = { status: 500, body: { error: 'INTERNAL', message: 'Something went wrong on our side' } };
    renderPanel();
    await answerAll();
    await act(async () => {
      fireEvent.click(button('Submit Quiz'));
    });

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Question 3 of 3' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Inventing facts' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(button('Submit Quiz').disabled).toBe(false));
  });
});
