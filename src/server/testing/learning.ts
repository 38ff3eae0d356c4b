import type { InjectOptions } from 'fastify';
import type { CurriculumInput } from '../../shared/curriculum';
import { enrollInCourse } from '../../shared/api/learning';
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
  const inject = (options: InjectOptions) => currentApp().server.inject(options);
  return {
    as,
    enroll: async (slug: string, learner?: TestLearner) => (await injectEndpoint(currentApp().server, enrollInCourse, { cookie: learner?.cookie }, { params: { slug } })).response,
    player: (slug: string, learner?: TestLearner) => inject({ method: 'GET', url: `/api/learn/${slug}`, headers: as(learner) }),
    complete: (slug: string, lessonId: string, learner?: TestLearner) =>
      inject({ method: 'POST', url: `/api/learn/${slug}/lessons/${lessonId}/completion`, headers: as(learner) }),
    submitQuiz: (slug: string, answers: unknown, learner?: TestLearner) =>
      inject({ method: 'POST', url: `/api/learn/${slug}/lessons/check/quiz-attempts`, headers: as(learner), payload: { answers } as object }),
    subscribe: async (learner: TestLearner, plan: 'pro' | 'elite') => {
      await currentApp().database.db.insert(subscriptions).values({ userId: learner.id, planType: plan, status: 'active' });
    },
  };
}
