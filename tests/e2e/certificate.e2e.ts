import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_SIZES } from '../../src/web/features/certificate/certificate-paper';
import { questionsPerAttempt, type Question } from '../../src/shared/curriculum';
import { baseUrl, expectVisible, findAxeViolations, launchBrowser, openPage, openSignedInPage, VIEWPORTS } from './support/browser';
import { completeLessonThroughApi, contentCourse, quizChoices } from './support/course-completion';
import { uniqueEmail } from './support/unique-email';
import { toast } from './support/toast';
import { confirmEmail } from './support/mailbox';

const COURSE_SLUG = 'ai-101-for-business-owners';
const COURSE_TITLE = 'AI 101 for Business Owners';

interface Graduate {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  courseId: string;
  certificateId: string;
  issuedAt: string;
}

interface IssuedCertificate {
  certificateId: string;
  issuedAt: string;
}

let browser: Browser;
let graduate: Graduate;

beforeAll(async () => {
  browser = await launchBrowser();
  graduate = await createGraduate('Maria', 'Lopez');
});
afterAll(async () => {
  await browser?.close();
});

async function signUp(context: BrowserContext, firstName: string, lastName: string): Promise<void> {
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName, lastName, email: uniqueEmail('e2e-cert'), password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  // A certificate is issued to a confirmed email address only.
  await confirmEmail(context.request);
}

/** A learner who enrolled in AI 101 and completed every lesson through the API (passing each quiz), so holds its certificate. */
async function createGraduate(firstName: string, lastName: string): Promise<Graduate> {
  const context = await browser.newContext();
  await signUp(context, firstName, lastName);
  const api = context.request;
  const headers = { origin: baseUrl() };
  expect((await api.post(`${baseUrl()}/api/courses/${COURSE_SLUG}/enrollment`, { headers })).status()).toBe(201);
  const player = (await (await api.get(`${baseUrl()}/api/learn/${COURSE_SLUG}`)).json()) as {
    course: { id: string; modules: { lessons: { id: string }[] }[] };
  };
  let certificate: IssuedCertificate | null = null;
  for (const lesson of contentCourse(COURSE_SLUG).lessons) certificate = (await completeLessonThroughApi(api, COURSE_SLUG, lesson)).certificate;
  if (!certificate) throw new Error('Completing every lesson did not issue a certificate');
  const cookies = await context.cookies();
  await context.close();
  return { cookies, courseId: player.course.id, ...certificate };
}

function longUsDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** Page objects in a PDF, not counting the `/Type /Pages` tree nodes. */
const PDF_IMAGES_DIR = path.join(tmpdir(), 'certificate-e2e');

/** Clicks Download and reads the file the page saves. */
async function downloadPdf(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${graduate.certificateId}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function countPdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

describe('certificate page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the learner's name, the course, the completion date, the ID and the verify link (${viewport})`, async () => {
      const { page, errors } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}`, viewport);
      const certificate = page.getByRole('article', { name: 'Certificate of Completion' });
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' }));
      await expectVisible(certificate.getByText('Maria Lopez', { exact: true }));
      await expectVisible(certificate.getByText(COURSE_TITLE, { exact: true }));
      await expectVisible(certificate.getByText(longUsDate(graduate.issuedAt), { exact: true }));
      expect(longUsDate(graduate.issuedAt)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expectVisible(certificate.getByText(graduate.certificateId, { exact: true }));
      expect(graduate.certificateId).toMatch(/^CERT-\d{4}-[A-HJKMNP-Z2-9]{6}$/);
      // Laid out as the PDF: the seal between the date and the instructor's signature, the name and role under it.
      await expectVisible(certificate.getByRole('img', { name: 'Seal: certified' }));
      await expectVisible(certificate.getByRole('img', { name: 'Signature of Daniel Hart' }));
      await expectVisible(certificate.getByText('Founder & Lead Instructor', { exact: true }));
      const box = async (element: Locator) => (await element.boundingBox())!;
      const date = await box(certificate.getByText(longUsDate(graduate.issuedAt), { exact: true }));
      const seal = await box(certificate.getByRole('img', { name: 'Seal: certified' }));
      const signature = await box(certificate.getByRole('img', { name: 'Signature of Daniel Hart' }));
      if (viewport === 'desktop') {
        expect(date.x + date.width).toBeLessThan(seal.x);
        expect(seal.x + seal.width).toBeLessThan(signature.x);
      }
      expect(await certificate.getByText('Maria Lopez', { exact: true }).evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');

      const verifyUrl = `${baseUrl()}/verify/${graduate.certificateId}`;
      expect(await certificate.getByText('Verify at').innerText()).toBe(`Verify at ${verifyUrl}`);
      expect(await certificate.getByRole('link', { name: verifyUrl }).getAttribute('href')).toBe(`/verify/${graduate.certificateId}`);

      await expectVisible(page.getByRole('button', { name: 'Download', exact: true }));
      expect(await page.getByLabel('Paper').inputValue()).toBe('letter');
      await page.getByLabel('Paper').focus();
      await mkdir(PDF_IMAGES_DIR, { recursive: true });
      await page.screenshot({ path: path.join(PDF_IMAGES_DIR, `certificate-page-${VIEWPORTS[viewport].width}.png`), fullPage: true });
      await expectVisible(page.getByRole('button', { name: 'Print' }));
      await expectVisible(page.getByRole('button', { name: 'Share' }));
      await expectVisible(page.getByRole('link', { name: 'Add to LinkedIn profile' }));
      expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(await page.title()).toBe('Certificate of Completion | AI Action Academy');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('prints exactly one landscape page holding only the certificate', async () => {
    const { page } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' }));
    const pdf = await page.pdf({ landscape: true, printBackground: true, preferCSSPageSize: true });
    expect(countPdfPages(pdf)).toBe(1);
    const [, , , width, height] = (/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1')) ?? []).map(Number);
    expect(width).toBeGreaterThan(height!);

    await page.emulateMedia({ media: 'print' });
    for (const hidden of [page.getByRole('banner'), page.getByRole('contentinfo'), page.getByRole('button', { name: 'Download', exact: true }), page.getByRole('link', { name: 'Back to Dashboard' })]) {
      expect(await hidden.isVisible()).toBe(false);
    }
    await expectVisible(page.getByText('Maria Lopez', { exact: true }));
    await page.close();
  });

  it('opens the print dialog on Print', async () => {
    const { page } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}`);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.close();
  });

  it('saves a one-page PDF on US Letter by Download, and on A4 once A4 is chosen', async () => {
    const { page, errors } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}`);
    for (const paper of ['letter', 'a4'] as const) {
      if (paper === 'a4') await page.getByLabel('Paper').selectOption('a4');
      const pdf = await downloadPdf(page);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(countPdfPages(pdf)).toBe(1);
      const { width, height } = PAPER_SIZES[paper];
      expect(pdf.toString('latin1')).toContain(`/MediaBox [0 0 ${width} ${height}]`);
    }
    expect(page.url()).toContain('paper=a4');
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['letter', 'a4'] as const)('draws the %s PDF inside its page, with the signature and the seal', async (paper) => {
    const { page, errors } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}?paper=${paper}`);
    expect(await page.getByLabel('Paper').inputValue()).toBe(paper);
    const pdf = await downloadPdf(page);
    const { width, height } = PAPER_SIZES[paper];
    // One image filling the page: what any PDF reader shows is that image.
    expect(pdf.toString('latin1')).toContain(`q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`);
    const image = /\/DCTDecode \/Length (\d+) >>\nstream\n/.exec(pdf.toString('latin1'))!;
    const jpeg = pdf.subarray(image.index + image[0].length, image.index + image[0].length + Number(image[1]));
    const { pixels, png } = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let binary = '';
      for (let index = 0; index < data.length; index += 0x8000) binary += String.fromCharCode(...data.subarray(index, index + 0x8000));
      return { pixels: { width: bitmap.width, height: bitmap.height, data: btoa(binary) }, png: canvas.toDataURL('image/png').split(',')[1]! };
    }, jpeg.toString('base64'));
    await mkdir(PDF_IMAGES_DIR, { recursive: true });
    await writeFile(path.join(PDF_IMAGES_DIR, `certificate-${paper}.png`), Buffer.from(png, 'base64'));
    // The file itself too, for a PDF reader or `pdftoppm -png` to show.
    await writeFile(path.join(PDF_IMAGES_DIR, `certificate-${paper}.pdf`), pdf);

    const scale = 150 / 72;
    expect(pixels.width).toBe(Math.round(width * scale));
    expect(pixels.height).toBe(Math.round(height * scale));
    const rgba = Buffer.from(pixels.data, 'base64');
    const rgb = (x: number, y: number) => [...rgba.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3)];
    const near = (color: number[], target: number[], tolerance: number) => color.every((value, index) => Math.abs(value - target[index]!) <= tolerance);
    /** The share of a region's pixels (in points) near a colour. */
    const share = (left: number, top: number, right: number, bottom: number, target: number[], tolerance = 40) => {
      let matching = 0;
      let all = 0;
      for (let y = Math.round(top * scale); y < Math.round(bottom * scale); y += 2) {
        for (let x = Math.round(left * scale); x < Math.round(right * scale); x += 2) {
          all += 1;
          if (near(rgb(x, y), target, tolerance)) matching += 1;
        }
      }
      return matching / all;
    };
    const PAPER = [0xff, 0xfd, 0xf7];
    // Nothing is drawn in the margin outside the frame, on any side: whatever is on the page lies inside it.
    expect(share(0, 0, width, 18, PAPER, 14)).toBe(1);
    expect(share(0, height - 18, width, height, PAPER, 14)).toBe(1);
    expect(share(0, 0, 18, height, PAPER, 14)).toBe(1);
    expect(share(width - 18, 0, width, height, PAPER, 14)).toBe(1);
    // The seal between the date and the signature: mostly its teal disc, ringed in gold.
    const unit = height / PAPER_SIZES.letter.height;
    const center = width / 2;
    const sealBox = [center - 40 * unit, 400 * unit, center + 40 * unit, 480 * unit] as const;
    expect(share(...sealBox, [0x11, 0x5e, 0x59])).toBeGreaterThan(0.5);
    expect(share(center - 56 * unit, 384 * unit, center + 56 * unit, 496 * unit, [0xfb, 0xbf, 0x24])).toBeGreaterThan(0.05);
    // The signature above the instructor's name: ink strokes across most of its width.
    const signature = { left: center + 151 * unit, right: center + 319 * unit, top: 405 * unit, bottom: 461 * unit };
    let inkColumns = 0;
    for (let x = signature.left; x < signature.right; x += 1) {
      if (share(x, signature.top, x + 1, signature.bottom, [0x1e, 0x29, 0x3b], 60) > 0) inkColumns += 1;
    }
    expect(inkColumns / (signature.right - signature.left)).toBeGreaterThan(0.75);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links to LinkedIn’s add-certification form with the course, the organisation, the ID and the verify URL', async () => {
    const { page } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}`, 'mobile');
    const href = await page.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href');
    const url = new URL(href!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(url.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(url.searchParams.get('name')).toBe(COURSE_TITLE);
    expect(url.searchParams.get('organizationName')).toBe('AI Action Academy');
    expect(url.searchParams.get('certId')).toBe(graduate.certificateId);
    expect(url.searchParams.get('certUrl')).toBe(`${baseUrl()}/verify/${graduate.certificateId}`);
    expect(url.searchParams.get('issueYear')).toBe(String(new Date(graduate.issuedAt).getUTCFullYear()));
    await page.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`links the completed course's dashboard card and 'My certificates' to the certificate (${viewport})`, async () => {
      const { page, errors } = await openSignedInPage(browser, graduate.cookies, '/dashboard', viewport);
      const view = page.getByRole('link', { name: `View Certificate: ${COURSE_TITLE}` });
      await expectVisible(view);
      expect(await view.getAttribute('href')).toBe(`/certificate/${graduate.courseId}`);
      const certificates = page.getByRole('region', { name: 'My certificates' });
      await expectVisible(certificates.getByText(graduate.certificateId, { exact: true }));
      expect(await certificates.getByRole('link', { name: `View the certificate for ${COURSE_TITLE}` }).getAttribute('href')).toBe(`/certificate/${graduate.courseId}`);
      await view.click();
      await page.waitForURL((url) => url.pathname === `/certificate/${graduate.courseId}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' }));
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('keeps the name as issued on the certificate and on /verify after the learner renames themself', async () => {
    const renamed = await createGraduate('Sam', 'Rivera');
    const { page } = await openSignedInPage(browser, renamed.cookies, '/profile');
    await page.getByLabel('Last name').fill('Rivera-Chen');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'Profile updated successfully!'));

    await page.goto(`${baseUrl()}/certificate/${renamed.courseId}`);
    const certificate = page.getByRole('article', { name: 'Certificate of Completion' });
    await expectVisible(certificate.getByText('Sam Rivera', { exact: true }));
    expect(await certificate.getByText('Sam Rivera-Chen').count()).toBe(0);

    await page.goto(`${baseUrl()}/verify/${renamed.certificateId}`);
    await expectVisible(page.getByRole('heading', { name: 'Certificate verified' }));
    await expectVisible(page.getByText('Sam Rivera', { exact: true }));
    expect(await page.getByText('Sam Rivera-Chen').count()).toBe(0);
    await page.close();
  });

  it('copies the verify link on Share', async () => {
    const { page } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expectVisible(toast(page, 'Link copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/verify/${graduate.certificateId}`);
    await page.close();
  });

  it("shows 'Student' when the learner's name is empty", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addCookies(graduate.cookies);
    const page = await context.newPage();
    await page.route('**/api/certificates/*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { certificate: Record<string, string> };
      await route.fulfill({ response, json: { certificate: { ...body.certificate, learnerName: '' } } });
    });
    await page.goto(`${baseUrl()}/certificate/${graduate.courseId}`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('article').getByText('Student', { exact: true }));
    await context.close();
  });

  it('sends a learner without a certificate for the course to /dashboard', async () => {
    const context = await browser.newContext();
    await signUp(context, 'Noor', 'Haddad');
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/certificate/${graduate.courseId}`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome, Noor!' }));

    await page.goto(`${baseUrl()}/certificate/not-a-course`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('sends a visitor to sign in and back to the certificate', async () => {
    const { page } = await openPage(browser, `/certificate/${graduate.courseId}`);
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === `/certificate/${graduate.courseId}`);
    await page.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`has no accessibility violations (${viewport})`, async () => {
      const { page } = await openSignedInPage(browser, graduate.cookies, `/certificate/${graduate.courseId}`, viewport);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' }));
      expect(await findAxeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('quiz in the lesson player', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`fails, retakes and passes the module 1 check, showing the results and moving on with Continue (${viewport})`, async () => {
      const course = contentCourse(COURSE_SLUG);
      const lessonIndex = course.lessons.findIndex((lesson) => lesson.quiz?.id === 'q-ai-basics');
      const lesson = course.lessons[lessonIndex]!;
      const { questions: pool, title } = lesson.quiz!;
      const moduleStart = course.curriculum.modules.find((module) => module.lessons.some((entry) => entry.id === lesson.id))!.lessons[0]!;
      // The lesson is opened by its address: at 390 px the course outline is a drawer.
      const { page, errors } = await openSignedInPage(browser, graduate.cookies, `/learn/${COURSE_SLUG}?lesson=${lesson.id}`, viewport);
      await page.getByRole('tab', { name: /^Quiz/ }).click();
      const quiz = page.getByRole('region', { name: title });
      await expectVisible(quiz.getByText('Passing score', { exact: true }));

      /**
       * Answers the questions the server drew from the pool (found there by their text), checking
       * Next waits for an answer; all right or all wrong. The questions shown, in order.
       */
      const answerAll = async (right: boolean): Promise<Question[]> => {
        await quiz.getByRole('button', { name: 'Start Quiz' }).click();
        const first = quiz.getByRole('heading', { name: /^Question 1 of \d+$/ });
        await expectVisible(first);
        const total = Number((await first.textContent())!.replace(/^Question 1 of /, ''));
        expect(total).toBe(questionsPerAttempt(lesson.quiz!));
        const shown: Question[] = [];
        for (let index = 0; index < total; index++) {
          await expectVisible(quiz.getByRole('heading', { name: `Question ${index + 1} of ${total}` }));
          if (index === 0) expect(await quiz.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
          const next = quiz.getByRole('button', { name: index === total - 1 ? 'Submit Quiz' : 'Next' });
          expect(await next.isDisabled()).toBe(true);
          const text = (await quiz.locator('legend').textContent())!.trim();
          const question = pool.find((entry) => entry.question === text);
          if (!question) throw new Error(`The quiz showed a question not in its pool: ${text}`);
          shown.push(question);
          const pick = quizChoices(question, right);
          if (pick.radio) await quiz.getByRole('radio', { name: pick.radio, exact: true }).check();
          for (const label of pick.checkboxes ?? []) await quiz.getByRole('checkbox', { name: label, exact: true }).check();
          await next.click();
        }
        return shown;
      };
      const explanationOf = (question: Question) => question.explanation.slice(0, 40);

      const failedAnswer = page.waitForResponse((response) => /\/quiz-draws\/[^/]+\/attempt$/.test(response.url()) && response.request().method() === 'POST');
      const failed = await answerAll(false);
      await expectVisible(quiz.getByRole('heading', { name: 'Not quite there yet' }));
      await expectVisible(quiz.getByText('0%', { exact: true }));
      await expectVisible(quiz.getByText('Question 1: Incorrect'));
      const failedBody = await (await failedAnswer).text();
      expect(failedBody).not.toMatch(/correctAnswer|explanation/);
      for (const question of failed) expect(failedBody).not.toContain(explanationOf(question));
      expect(await quiz.getByText(/Correct answer/).count()).toBe(0);
      expect(await quiz.getByText(explanationOf(failed[0]!)).count()).toBe(0);
      await expectVisible(quiz.getByRole('heading', { name: 'Re-read before you retake' }));
      // Every question was answered wrong, so the lesson each drawn question tests is listed (the draw is random).
      const testedByFirst = course.curriculum.modules.flatMap((module) => module.lessons).find((entry) => entry.id === failed[0]!.lesson) ?? moduleStart;
      await expectVisible(quiz.getByRole('button', { name: new RegExp(`^${testedByFirst.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }));
      // The lesson chips wrap inside their box rather than run past the card's edge (issue 35), and the page is no wider than the screen.
      const rereadBox = (await quiz.getByRole('heading', { name: 'Re-read before you retake' }).locator('..').boundingBox())!;
      for (const chip of await quiz.getByRole('heading', { name: 'Re-read before you retake' }).locator('..').getByRole('button').all()) {
        const chipBox = (await chip.boundingBox())!;
        expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(rereadBox.x + rereadBox.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

      await quiz.getByRole('button', { name: 'Retake' }).click();
      const latest = quiz.getByText('Latest attempt').locator('..');
      await expectVisible(latest.getByText(`0% (0 of ${failed.length})`));
      const passed = await answerAll(true);
      await expectVisible(quiz.getByRole('heading', { name: 'You passed!' }));
      await expectVisible(quiz.getByText('100%', { exact: true }));
      expect(await quiz.getByText('Question 1: Correct').count()).toBe(1);
      expect(await quiz.getByText(/^Correct answer/).count()).toBe(passed.length);
      await expectVisible(quiz.getByText(explanationOf(passed[0]!)));

      await quiz.getByRole('button', { name: 'Continue' }).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: new RegExp(`^${course.lessons[lessonIndex + 1]!.title}`) }));
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
