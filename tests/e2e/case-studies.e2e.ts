import path from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAssessment } from '../../src/shared/api/certifications';
import { CERTIFICATION_TRACKS } from '../../src/shared/certification-tracks';
import { signInAsAdmin } from './support/admin';
import { baseUrl, expectHidden, expectVisible, findAxeViolations, launchBrowser, VIEWPORTS } from './support/browser';
import { completeLessonThroughApi, contentCourse } from './support/course-completion';
import { onePagePdf } from './support/media-files';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PARTNER = CERTIFICATION_TRACKS.find((track) => track.id === 'ai-implementation-partner')!;
const screenshots = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (screenshots) await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** The right option ids for an assessment question, found by its id (`course:lesson:question`) in the content's pools. */
function rightAnswer(shown: OpenAssessment['questions'][number]): string | string[] {
  const [slug, lessonId, questionId] = shown.id.split(':');
  const question = contentCourse(slug!)
    .lessons.find((lesson) => lesson.id === lessonId)!
    .quiz!.questions.find((entry) => entry.id === questionId)!;
  const idOf = (text: string) => shown.options.find((option) => option.text === text)!.id;
  if (question.type === 'true-false') return idOf(question.correct_answer ? 'True' : 'False');
  if (question.type === 'multiple-choice') return idOf(question.options[question.correct_answer]!);
  return question.correct_answers.map((index) => idOf(question.options[index]!));
}

/** Seeds through the API: the Elite plan, the track's courses finished, and the final assessment passed. */
async function eliteLearnerWhoPassed(api: APIRequestContext): Promise<void> {
  const headers = { origin: baseUrl() };
  await subscribeThroughLocalCheckout(api, 'elite');
  for (const slug of PARTNER.courseSlugs) {
    expect((await api.post(`${baseUrl()}/api/courses/${slug}/enrollment`, { headers })).status()).toBe(201);
    for (const lesson of contentCourse(slug).lessons) await completeLessonThroughApi(api, slug, lesson);
  }
  const started = await api.post(`${baseUrl()}/api/certifications/${PARTNER.id}/attempts`, { headers });
  expect(started.status()).toBe(201);
  const attempt = (await started.json()) as OpenAssessment;
  for (const question of attempt.questions) {
    const saved = await api.put(`${baseUrl()}/api/certifications/attempts/${attempt.attemptId}/answers/${encodeURIComponent(question.id)}`, { headers, data: { answer: rightAnswer(question) } });
    expect(saved.status()).toBe(200);
  }
  const result = await api.post(`${baseUrl()}/api/certifications/attempts/${attempt.attemptId}/submission`, { headers });
  expect(await result.json()).toMatchObject({ passed: true, credential: null });
}

const ACCOUNTS = [
  {
    title: 'An order assistant for our bakery',
    body: 'Our bakery took phone orders all morning, so bakers stopped baking to answer. We set up an AI assistant on our website that takes custom cake orders, checks the pickup calendar and asks about allergies. Staff review each order once at noon. After eight weeks the phone rang half as often, and the team got back about six hours a week.',
  },
  {
    title: 'Drafting quotes for our landscaping jobs',
    body: 'Every quote used to take an evening. We now describe the job in a voice note, and an AI tool drafts the quote from our price list and past jobs. A person checks the quantities and the price before it goes out. Quotes now leave the same day, and we win more of them because we answer first. We track the hours saved in a spreadsheet every Friday.',
  },
  {
    title: 'Sorting the support inbox of our bike shop',
    body: 'Customers write about repairs, orders and returns in one inbox. An AI model now labels each message and drafts a reply from our policies, and the owner approves each one before it is sent. Answers go out within two hours instead of two days, and nobody has to read the whole inbox first. We check ten drafts a week against what we would have written ourselves.',
  },
];

async function writeCaseStudy(page: Page, slot: number, account: (typeof ACCOUNTS)[number], attachment?: { name: string; mimeType: string; buffer: Buffer }) {
  const form = page.getByRole('form', { name: `Case study ${slot}` });
  await form.getByLabel('Title').fill(account.title);
  await form.getByLabel('Your account of the project').fill(account.body);
  await form.getByRole('button', { name: 'Save draft' }).click();
  const saved = page.getByRole('form', { name: `Case study ${slot}` });
  await expectVisible(saved.getByRole('button', { name: 'Submit for review' }));
  if (attachment) {
    await saved.locator('input[type="file"]').setInputFiles(attachment);
    await expectVisible(page.getByRole('form', { name: `Case study ${slot}` }).getByRole('link', { name: attachment.name }));
  }
  await page.getByRole('form', { name: `Case study ${slot}` }).getByRole('button', { name: 'Submit for review' }).click();
  await expectVisible(page.getByRole('heading', { level: 3, name: `Case study ${slot}` }).locator('..').getByText('With the review board'));
}

describe('the Elite certification’s case studies and the review board', () => {
  it('an Elite learner submits three case studies, the board returns one with a comment and approves it resubmitted, and the credential verifies publicly with its expiry', { timeout: 300_000 }, async () => {
    const learnerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const lastName = `Nakamura${Date.now().toString(36)}`;
    const signUp = await learnerContext.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      data: { firstName: 'Keiko', lastName, email: uniqueEmail('e2e-case-studies'), password: 'correct-horse-42' },
      headers: { origin: baseUrl() },
    });
    expect(signUp.status()).toBe(200);
    await eliteLearnerWhoPassed(learnerContext.request);

    const learner = await learnerContext.newPage();
    await learner.goto(`${baseUrl()}/certification#case-studies`, { waitUntil: 'networkidle' });
    await expectVisible(learner.getByRole('heading', { level: 2, name: 'Your case studies' }));
    await expectVisible(learner.getByText('0 of 3 approved'));
    const plan = onePagePdf(['Order assistant: hours saved per week']);
    await writeCaseStudy(learner, 1, ACCOUNTS[0]!, { name: 'hours-saved.pdf', mimeType: 'application/pdf', buffer: plan });
    await writeCaseStudy(learner, 2, ACCOUNTS[1]!);
    await writeCaseStudy(learner, 3, ACCOUNTS[2]!);
    await shoot(learner, 'case-studies-submitted-1280');
    await expectHidden(learner.locator('[data-sonner-toast]'), 15_000);
    expect(await findAxeViolations(learner)).toEqual([]);

    const adminContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    expect(await signInAsAdmin(adminContext.request, baseUrl())).toBe(200);
    const admin = await adminContext.newPage();
    await admin.goto(`${baseUrl()}/admin/reviews?q=${lastName}`, { waitUntil: 'networkidle' });
    await expectVisible(admin.getByRole('heading', { level: 1, name: 'Review Board' }));
    const queue = admin.getByRole('table', { name: 'Case studies' });
    for (const account of ACCOUNTS) await expectVisible(queue.getByText(account.title));
    await shoot(admin, 'review-queue-1280');
    expect(await findAxeViolations(admin)).toEqual([]);

    const decide = async (title: string, decision: 'Approve' | 'Return with comments', comment = '') => {
      await admin.goto(`${baseUrl()}/admin/reviews?q=${lastName}`, { waitUntil: 'networkidle' });
      await queue.getByRole('button', { name: `Open ${title}` }).click();
      await expectVisible(admin.getByRole('heading', { level: 2, name: title }));
      if (comment) await admin.getByLabel('Comments for the learner').fill(comment);
      await admin.getByRole('button', { name: decision }).click();
      await expectVisible(admin.getByText(decision === 'Approve' ? 'Approved by' : 'Returned by').first().or(admin.getByRole('tab', { name: /Review history \([1-9]\)/ })));
    };

    // The first opens with its text and its attachment, which only the board and the learner can download.
    await admin.goto(`${baseUrl()}/admin/reviews?q=${lastName}`, { waitUntil: 'networkidle' });
    await queue.getByRole('button', { name: `Open ${ACCOUNTS[0]!.title}` }).click();
    await expectVisible(admin.getByText(ACCOUNTS[0]!.body));
    const file = admin.getByRole('link', { name: 'hours-saved.pdf' });
    const fileUrl = new URL((await file.getAttribute('href'))!, baseUrl()).toString();
    expect((await adminContext.request.get(fileUrl)).status()).toBe(200);
    expect((await browser.newContext().then((visitor) => visitor.request.get(fileUrl))).status()).toBe(401);
    await shoot(admin, 'review-open-1280');
    await decide(ACCOUNTS[0]!.title, 'Return with comments', 'Say how many hours a week the assistant saves, and how you measured it.');
    await decide(ACCOUNTS[1]!.title, 'Approve');
    await decide(ACCOUNTS[2]!.title, 'Approve');

    await learner.reload({ waitUntil: 'networkidle' });
    const first = learner.getByRole('form', { name: 'Case study 1' });
    await expectVisible(learner.getByText('Returned for changes'));
    await expectVisible(learner.getByText('Say how many hours a week the assistant saves, and how you measured it.'));
    await expectVisible(learner.getByText('2 of 3 approved'));
    await first.getByLabel('Your account of the project').fill(`${ACCOUNTS[0]!.body} We counted calls in our phone log: 41 a week before, 19 after, about six hours saved.`);
    await first.getByRole('button', { name: 'Resubmit for review' }).click();
    await expectVisible(learner.getByRole('heading', { level: 3, name: 'Case study 1' }).locator('..').getByText('With the review board'));

    await decide(ACCOUNTS[0]!.title, 'Approve', 'Clear and measured. Thank you.');
    await admin.getByRole('tab', { name: 'Review history (2)' }).click();
    await expectVisible(admin.getByText('Returned by'));
    await expectVisible(admin.getByText('Approved by'));
    await shoot(admin, 'review-history-1280');

    await learner.reload({ waitUntil: 'networkidle' });
    await expectVisible(learner.getByText('3 of 3 approved'));
    const card = learner.getByRole('heading', { level: 3, name: PARTNER.title }).locator('..');
    const credentialText = await card.innerText();
    const credentialId = credentialText.match(/CERT-\d{4}-[A-Z0-9]{6}/)?.[0];
    expect(credentialId, credentialText).toBeDefined();
    await shoot(learner, 'case-studies-approved-1280');
    await learner.setViewportSize(VIEWPORTS.mobile);
    await admin.setViewportSize(VIEWPORTS.mobile);
    await admin.goto(`${baseUrl()}/admin/reviews?status=approved&q=${lastName}`, { waitUntil: 'networkidle' });
    await expectVisible(admin.getByRole('list', { name: 'Case studies' }).getByText(ACCOUNTS[0]!.title));
    await shoot(admin, 'review-queue-390');
    await shoot(learner, 'case-studies-approved-390');

    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await browser.newPage({ viewport: VIEWPORTS[viewport] });
      await visitor.goto(`${baseUrl()}/verify/${credentialId}`, { waitUntil: 'networkidle' });
      await expectVisible(visitor.getByRole('heading', { name: 'Certification verified' }));
      const details = await visitor.locator('dl').first().innerText();
      const expires = new Date();
      expires.setUTCFullYear(expires.getUTCFullYear() + 1);
      for (const part of [`Keiko ${lastName}`, PARTNER.title, credentialId!, String(expires.getUTCFullYear())]) expect(details).toContain(part);
      await shoot(visitor, `credential-elite-${viewport}`);
      await visitor.close();
    }
    await learnerContext.close();
    await adminContext.close();
  });
});
