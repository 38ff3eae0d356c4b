import type { AnyEndpoint, EndpointArgs } from '../../shared/api/endpoint';
import type { CurriculumInput } from '../../shared/curriculum';
import { completeLesson, enrollInCourse, getPlayerCourse, startQuizDraw, submitDrawnQuizAttempt, type QuizDrawResponse, type SubmitDrawnQuizBody } from '../../shared/api/learning';
import { subscriptions } from '../db/schema';
import { SAME_ORIGIN, type TestLearner } from './accounts';
import { injectEndpoint } from './endpoint-request';
import type { TestApp } from './test-app';

/** Two modules, four lessons; the second lesson holds a three-question quiz. */
export const quizCurriculum: CurriculumInput = {
  modules: [
    {
      id: 'm1',
      title: 'Basics',
      lessons: [
        { id: 'intro', title: 'Intro', content: 'Members-only lesson body' },
        {
          id: 'check',
          title: 'Check',
          quiz: {
            id: 'q1',
            title: 'Quick check',
            passing_score: 70,
            questions: [
              { id: 'tf', type: 'true-false', question: 'AI needs data?', correct_answer: true, explanation: 'It learns from data.' },
              { id: 'mc', type: 'multiple-choice', question: 'Pick b', options: ['a', 'b', 'c'], correct_answer: 1, explanation: 'b is right.' },
              { id: 'ms', type: 'multiple-select', question: 'Pick a and c', options: ['a', 'b', 'c'], correct_answers: [0, 2], explanation: 'a and c.' },
            ],
          },
        },
      ],
    },
    { id: 'm2', title: 'Practice', lessons: [{ id: 'apply', title: 'Apply' }, { id: 'wrap', title: 'Wrap up' }] },
  ],
};

/**
 * The learner's requests to the enrolment and learning API (as a visitor when `learner` is left
 * out), on the app `currentApp` returns when a request is made: a test file's app is made in beforeAll.
 */
export function learningRequests(currentApp: () => TestApp) {
  const as = (learner: TestLearner | undefined) => (learner ? { ...SAME_ORIGIN, cookie: learner.cookie } : SAME_ORIGIN);
  const call = async <E extends AnyEndpoint>(endpoint: E, learner: TestLearner | undefined, ...input: EndpointArgs<E>) =>
    (await injectEndpoint(currentApp().server, endpoint, { cookie: learner?.cookie }, ...input)).response;
  return {
    as,
    enroll: (slug: string, learner?: TestLearner) => call(enrollInCourse, learner, { params: { slug } }),
    player: (slug: string, learner?: TestLearner) => call(getPlayerCourse, learner, { params: { slug } }),
    complete: (slug: string, lessonId: string, learner?: TestLearner) => call(completeLesson, learner, { params: { slug, lessonId } }),
    /**
     * Takes the quiz of lesson `check` as the learner's page does: starts a draw, then submits
     * `answers` given by option text ('True' or 'False' for a true-false question, a list for a
     * multiple-select one), translated into the option ids that draw showed. The draw's refusal
     * comes back as is. Anything that is not such a text is sent unchanged, so a test of bad
     * input may send anything.
     */
    submitQuiz: async (slug: string, answers: unknown, learner?: TestLearner) => {
      const started = await call(startQuizDraw, learner, { params: { slug, lessonId: 'check' } });
      if (started.statusCode !== 201) return started;
      const draw: QuizDrawResponse = started.json();
      const body = { answers: answersByOptionText(draw, answers) } as SubmitDrawnQuizBody;
      return call(submitDrawnQuizAttempt, learner, { params: { slug, lessonId: 'check', drawId: draw.drawId }, body });
    },
    subscribe: async (learner: TestLearner, plan: 'pro' | 'elite') => {
      await currentApp().database.db.insert(subscriptions).values({ userId: learner.id, planType: plan, status: 'active' });
    },
  };
}

function answersByOptionText(draw: QuizDrawResponse, answers: unknown): unknown {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return answers;
  const idOf = (questionId: string, given: unknown) =>
    draw.questions.find((question) => question.id === questionId)?.options.find((option) => option.text === given)?.id ?? given;
  return Object.fromEntries(
    Object.entries(answers).map(([questionId, given]) => [questionId, Array.isArray(given) ? given.map((each) => idOf(questionId, each)) : idOf(questionId, given)]),
  );
}

/** An attempt's results in question-id order: a draw shows its questions in a random order. */
export const byQuestionId = <T extends { questionId: string }>(results: T[]): T[] => [...results].sort((a, b) => a.questionId.localeCompare(b.questionId));
