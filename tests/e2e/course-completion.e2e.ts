import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { answerQuiz, contentCourse } from './support/course-completion';
import { E2E_PRO_LEARNER } from './support/plans';
import { toast } from './support/toast';

/**
 * A Pro learner completes a Pro course in the player: each lesson without a quiz by 'Mark as
 * Complete', each lesson with a quiz by passing it (the right answers read from the course's
 * content files), and earns the certificate. Marking a quiz lesson complete is refused.
 */

const SLUG = 'prompt-engineering-mastery';
const course = contentCourse(SLUG);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function lessonHeading(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(title)}`) });
}

describe('completing Prompt Engineering Mastery as a Pro learner', () => {
  it('passes every quiz, marks the other lessons complete, and earns the certificate; marking a quiz lesson is refused', { timeout: 300_000 }, async () => {
    expect(course.requiredPlan).toBe('pro');
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const api = context.request;
    const headers = { origin: baseUrl() };
    const signIn = await api.post(`${baseUrl()}/api/auth/sign-in/email`, { data: { email: E2E_PRO_LEARNER.email, password: E2E_PRO_LEARNER.password }, headers });
    expect(signIn.status()).toBe(200);
    expect((await api.post(`${baseUrl()}/api/courses/${SLUG}/enrollment`, { headers })).status()).toBe(201);

    const firstQuizLesson = course.lessons.find((lesson) => lesson.quiz)!;
    const refused = await api.post(`${baseUrl()}/api/learn/${SLUG}/lessons/${firstQuizLesson.id}/completion`, { headers });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ error: 'QUIZ_REQUIRED', message: 'Pass the quiz to complete this lesson.' });

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/learn/${SLUG}`, { waitUntil: 'networkidle' });

    for (const [index, lesson] of course.lessons.entries()) {
      await expectVisible(lessonHeading(page, lesson.title));
      if (lesson.quiz) {
        await expectVisible(page.getByText('Pass the quiz to complete this lesson.'));
        expect(await page.getByRole('button', { name: /^(Complete and continue|Mark as Complete)$/ }).count()).toBe(0);
        await page.getByRole('tab', { name: /^Quiz/ }).click();
        const quiz = page.getByRole('region', { name: lesson.quiz.title });
        await answerQuiz(quiz, lesson.quiz.questions, true);
        await expectVisible(quiz.getByRole('heading', { name: 'You passed!' }));
        await expectVisible(page.getByRole('button', { name: 'Completed', exact: true }));
        await quiz.getByRole('button', { name: 'Continue' }).click();
      } else {
        await page.getByRole('button', { name: /^(Complete and continue|Mark as Complete)$/ }).first().click();
      }
      const next = course.lessons[index + 1];
      if (next) await expectVisible(lessonHeading(page, next.title));
    }

    await expectVisible(toast(page, "Congratulations! You've completed the course and earned your certificate!"));
    await expectVisible(page.getByRole('heading', { name: 'Course Complete' }));
    await expectVisible(page.getByText(`${course.lessons.length} / ${course.lessons.length} lessons complete`));
    await page.getByRole('link', { name: 'View Certificate' }).first().click();
    await page.waitForURL(/\/certificate\/[0-9a-f-]{36}$/);
    const certificate = page.getByRole('article', { name: 'Certificate of Completion' });
    await expectVisible(certificate.getByText(`${E2E_PRO_LEARNER.firstName} ${E2E_PRO_LEARNER.lastName}`, { exact: true }));
    await expectVisible(certificate.getByText(course.title, { exact: true }));
    expect(errors).toEqual([]);
    await context.close();
  });
});
