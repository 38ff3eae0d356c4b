import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../src/shared/curriculum';
import { loadSeedCourses } from '../../src/server/db/seed/catalog-data';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { uniqueEmail } from './support/unique-email';

/**
 * The heart of the product, end to end: a new free learner enrols, works through every lesson
 * (passing a quiz after failing it once), earns the certificate, prints it on one page, and a
 * visitor confirms it.
 */

const SLUG = 'ai-101-for-business-owners';
const course = loadSeedCourses().find((seed) => seed.slug === SLUG)!;
const lessons = course.curriculum.modules.flatMap((module) => module.lessons);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The options to pick for a question, right or deliberately wrong. */
function choices(question: Question, right: boolean): { radio?: string; checkboxes?: string[] } {
  if (question.type === 'true-false') return { radio: question.correct_answer === right ? 'True' : 'False' };
  if (question.type === 'multiple-choice') {
    const index = right ? question.correct_answer : question.options.findIndex((_, i) => i !== question.correct_answer);
    return { radio: question.options[index]! };
  }
  const correct = new Set(question.correct_answers);
  const picked = right ? question.options.filter((_, i) => correct.has(i)) : [question.options.find((_, i) => !correct.has(i)) ?? question.options[0]!];
  return { checkboxes: picked };
}

async function answerQuiz(quiz: Locator, questions: Question[], right: boolean): Promise<void> {
  await quiz.getByRole('button', { name: 'Start Quiz' }).click();
  for (const [index, question] of questions.entries()) {
    await expectVisible(quiz.getByRole('heading', { name: `Question ${index + 1} of ${questions.length}` }));
    const pick = choices(question, right);
    if (pick.radio) await quiz.getByRole('radio', { name: pick.radio, exact: true }).check();
    for (const label of pick.checkboxes ?? []) await quiz.getByRole('checkbox', { name: label, exact: true }).check();
    await quiz.getByRole('button', { name: index === questions.length - 1 ? 'Submit Quiz' : 'Next' }).click();
  }
}

function lessonHeading(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(title)}`) });
}

describe('a learner’s journey through a course', () => {
  it('enrols, completes every lesson (a quiz passed after a retake), earns and prints the certificate, and a visitor verifies it', { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const email = uniqueEmail('e2e-journey');
    const signUp = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Jordan', lastName: 'Rivera', email, password: 'journey-password' },
      headers: { origin: baseUrl() },
    });
    expect(signUp.status()).toBe(200);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${baseUrl()}/courses/${SLUG}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expectVisible(page.getByText('Successfully enrolled!'));
    await page.waitForURL(`${baseUrl()}/learn/${SLUG}**`);

    let retookAQuiz = false;
    for (const [index, lesson] of lessons.entries()) {
      await expectVisible(lessonHeading(page, lesson.title));
      if (lesson.quiz && !retookAQuiz) {
        await page.getByRole('tab', { name: /^Quiz/ }).click();
        const quiz = page.getByRole('region', { name: lesson.quiz.title });
        await answerQuiz(quiz, lesson.quiz.questions as Question[], false);
        await expectVisible(quiz.getByRole('heading', { name: 'Not quite there yet' }));
        await quiz.getByRole('button', { name: 'Retake' }).click();
        await answerQuiz(quiz, lesson.quiz.questions as Question[], true);
        await expectVisible(quiz.getByRole('heading', { name: 'You passed!' }));
        retookAQuiz = true;
      }
      await page.getByRole('button', { name: 'Mark as Complete' }).first().click();
      await expectVisible(page.getByRole('button', { name: 'Completed', exact: true }).first().or(lessonHeading(page, lessons[index + 1]?.title ?? lesson.title)));
    }
    expect(retookAQuiz).toBe(true);

    await expectVisible(page.getByText("Congratulations! You've completed the course and earned your certificate!"));
    await expectVisible(page.getByRole('heading', { name: 'Course Complete' }));
    await expectVisible(page.getByText(`${lessons.length} / ${lessons.length} lessons complete`));

    await page.getByRole('link', { name: 'View Certificate' }).first().click();
    await page.waitForURL(/\/certificate\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByText('Jordan Rivera'));
    await expectVisible(page.getByText(course.title).first());
    const certificateId = /CERT-\d{4}-[A-Z0-9]{6}/.exec(await page.locator('body').innerText())?.[0];
    expect(certificateId).toBeDefined();
    const pdf = await page.pdf({ landscape: true, printBackground: true, preferCSSPageSize: true });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await browser.newPage({ viewport: VIEWPORTS.mobile });
    await visitor.goto(`${baseUrl()}/verify/${certificateId}`, { waitUntil: 'networkidle' });
    await expectVisible(visitor.getByRole('heading', { name: 'Certificate verified' }));
    await expectVisible(visitor.getByText('Jordan Rivera'));
    await expectVisible(visitor.getByText(course.title).first());
    await visitor.close();
  });
});
