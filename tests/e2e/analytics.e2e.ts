import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../src/shared/api/admin-analytics';
import type { PlayerCourseResponse, PlayerLesson } from '../../src/shared/api/learning';
import { signInAsAdmin } from './support/admin';
import { confirmEmail } from './support/mailbox';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { completeLessonThroughApi, contentCourse } from './support/course-completion';
import { uniqueEmail } from './support/unique-email';

/**
 * First-party analytics (spec §7, issue 15): each flow's events leave the browser in batches and
 * the server says how many it kept. Batches go a few seconds after the first event, or when the
 * page is hidden or left.
 */

const SLUG = 'ai-101-for-business-owners';
const FIRST_LESSON = 'l-ai-in-plain-english';

interface SentEvent {
  name: string;
  properties: Record<string, unknown>;
  path: string;
  referrer?: string;
  utm_source?: string;
  utm_campaign?: string;
}

interface Beacons {
  /** Every event sent so far, in order. */
  events: SentEvent[];
  /** How many events the server said it recorded. */
  recorded: () => number;
  requests: () => number;
  visitorIds: Set<string>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function watchBeacons(context: BrowserContext): Beacons {
  const events: SentEvent[] = [];
  const visitorIds = new Set<string>();
  let recorded = 0;
  let requests = 0;
  context.on('request', (request) => {
    if (!request.url().endsWith('/api/analytics/events')) return;
    requests++;
    const body = JSON.parse(request.postData() ?? '{}') as { visitor_id: string; events: SentEvent[] };
    visitorIds.add(body.visitor_id);
    events.push(...body.events);
  });
  context.on('response', async (response) => {
    if (!response.url().endsWith('/api/analytics/events')) return;
    expect(response.status()).toBe(200);
    recorded += ((await response.json()) as { recorded: number }).recorded;
  });
  return { events, visitorIds, recorded: () => recorded, requests: () => requests };
}

/** Waits until `name` has been sent (and every event sent so far is recorded), then returns the last such event. */
async function sentEvent(beacons: Beacons, name: string, match: (event: SentEvent) => boolean = () => true): Promise<SentEvent> {
  await expect
    .poll(() => beacons.events.some((event) => event.name === name && match(event)), { timeout: 15_000, message: `${name} was not sent` })
    .toBe(true);
  await expect.poll(() => beacons.recorded(), { timeout: 10_000 }).toBe(beacons.events.length);
  return beacons.events.filter((event) => event.name === name && match(event)).at(-1)!;
}

async function newContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; beacons: Beacons }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
  return { context, beacons: watchBeacons(context) };
}

async function signUpThroughApi(context: BrowserContext): Promise<void> {
  const response = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { firstName: 'Casey', lastName: 'Nguyen', email: uniqueEmail('e2e-analytics'), password: 'correct-horse-42' },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  // Certificates are issued to confirmed email addresses.
  await confirmEmail(context.request);
}

describe('page views', () => {
  it('the dashboard counts a page view the browser sent', async () => {
    const before = await pageViewsToday();
    const { context, beacons } = await newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/faq`, { waitUntil: 'networkidle' });
    await sentEvent(beacons, 'page_view', (event) => event.path === '/faq');
    await context.close();
    expect(await pageViewsToday()).toBe(before + 1);
  });

  it('records the server-rendered first page with its referrer and campaign, then each page the visitor moves to', async () => {
    const { context, beacons } = await newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/?utm_source=newsletter&utm_campaign=autumn`, { waitUntil: 'networkidle', referer: 'https://news.example.org/story' });
    const landing = await sentEvent(beacons, 'page_view', (event) => event.path === '/');
    expect(landing).toMatchObject({ properties: { page_path: '/' }, referrer: 'https://news.example.org/story', utm_source: 'newsletter', utm_campaign: 'autumn' });

    await page.getByRole('navigation').getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    const pricing = await sentEvent(beacons, 'page_view', (event) => event.path === '/pricing');
    // The campaign stays with the visit; the referrer of an in-app move is the site itself.
    expect(pricing).toMatchObject({ properties: { page_path: '/pricing' }, utm_source: 'newsletter', referrer: `${baseUrl()}/?utm_source=newsletter&utm_campaign=autumn` });
    expect(beacons.visitorIds.size).toBe(1);
    await context.close();
  });

  it('sends what is queued by beacon as soon as the page is hidden', async () => {
    const { context, beacons } = await newContext();
    // Records each beacon with the page's visibility at the time it was sent.
    await context.addInitScript(() => {
      const sent: { hidden: boolean; body: string }[] = [];
      (window as unknown as { beacons: typeof sent }).beacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        sent.push({ hidden: document.visibilityState === 'hidden', body: String(data) });
        return original(url, data);
      };
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/faq`, { waitUntil: 'networkidle' });
    await sentEvent(beacons, 'page_view', (event) => event.path === '/faq');
    await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.waitForFunction(() => document.title.startsWith('About Us'));
    // Hidden at once: well inside the queue's few seconds, so only hiding can have sent it.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const sent = await page.evaluate(() => (window as unknown as { beacons: { hidden: boolean; body: string }[] }).beacons);
    expect(sent.filter((beacon) => beacon.hidden).some((beacon) => beacon.body.includes('"page_path":"/about"'))).toBe(true);
    await sentEvent(beacons, 'page_view', (event) => event.path === '/about');
    await context.close();
  });
});

describe('flows', () => {
  // sign_up_completed and course_enrolled are the server's to record (decision 0073; analytics-funnel.test.ts).
  it('sign-up records sign_up_initiated with the plan and email_captured', async () => {
    const { context, beacons } = await newContext();
    const page = await context.newPage();
    // Signing up for a plan goes straight on to its checkout; held here, the page stays and its
    // batch is sent on the queue's timer, where this test can watch it (not in an unloading page).
    await page.route('**/api/billing/checkout', (route) => route.abort());
    await page.goto(`${baseUrl()}/auth?plan=pro`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('Last name', { exact: true }).fill('Silva');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('e2e-analytics'));
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect((await sentEvent(beacons, 'sign_up_initiated')).properties).toEqual({ plan: 'pro' });
    expect((await sentEvent(beacons, 'email_captured')).properties).toEqual({ source: 'sign_up' });
    await context.close();
  });

  it('the contact form records contact_form_submitted and email_captured', async () => {
    const { context, beacons } = await newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle' });
    await page.getByLabel('Name').fill('Priya Shah');
    await page.getByLabel('Email').fill(uniqueEmail('e2e-analytics'));
    await page.getByLabel('Subject').fill('Analytics');
    await page.getByLabel('Message').fill('Counting this message.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectVisible(page.getByText('Message Sent!'));
    expect((await sentEvent(beacons, 'contact_form_submitted')).properties).toEqual({});
    expect((await sentEvent(beacons, 'email_captured')).properties).toEqual({ source: 'contact_form' });
    await context.close();
  });

  it('a course page and completing a lesson record course_viewed and lesson_completed', async () => {
    const { context, beacons } = await newContext();
    await signUpThroughApi(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/courses/${SLUG}`, { waitUntil: 'networkidle' });
    const viewed = await sentEvent(beacons, 'course_viewed');
    expect(viewed.properties).toMatchObject({ course_title: 'AI 101 for Business Owners' });
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL((url) => url.pathname === `/learn/${SLUG}`);
    await page.getByRole('button', { name: /^(Complete and continue|Mark as Complete)$/ }).first().click();
    const completed = await sentEvent(beacons, 'lesson_completed');
    expect(completed.properties).toMatchObject({ course_id: viewed.properties.course_id, lesson_id: FIRST_LESSON });
    expect(completed.properties.progress_percentage).toEqual(expect.any(Number));
    await context.close();
  });

  it('completing the last lesson of a course records certificate_earned with the course, which the dashboard counts as a completion', async () => {
    const course = contentCourse(SLUG);
    // The course's last lesson has a quiz; a lesson without one is left for the browser to finish.
    const finishing = course.lessons.findLast((lesson) => !lesson.quiz)!;
    const { context, beacons } = await newContext();
    await signUpThroughApi(context);
    const headers = { origin: baseUrl() };
    const courseId = ((await (await context.request.get(`${baseUrl()}/api/courses/${SLUG}`)).json()) as { course: { id: string } }).course.id;
    expect((await context.request.post(`${baseUrl()}/api/courses/${SLUG}/enrollment`, { headers })).status()).toBe(201);
    for (const lesson of course.lessons.filter((lesson) => lesson.id !== finishing.id)) {
      expect((await completeLessonThroughApi(context.request, SLUG, lesson)).certificate).toBeNull();
    }
    const completionsBefore = (await dashboardToday()).courses.find((row) => row.courseId === courseId)?.completions ?? 0;

    const page = await context.newPage();
    await page.goto(`${baseUrl()}/learn/${SLUG}?lesson=${finishing.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^(Complete and continue|Mark as Complete)$/ }).first().click();
    await expectVisible(page.getByText("Congratulations! You've completed the course and earned your certificate!"));
    const earned = await sentEvent(beacons, 'certificate_earned');
    expect(earned).toMatchObject({ properties: { course_id: courseId, course_title: course.title }, path: `/learn/${SLUG}` });
    expect(beacons.events.filter((event) => event.name === 'certificate_earned')).toHaveLength(1);
    const lastCompleted = await sentEvent(beacons, 'lesson_completed');
    expect(lastCompleted.properties).toEqual({ course_id: courseId, lesson_id: finishing.id, progress_percentage: 100 });
    await context.close();

    const completions = (await dashboardToday()).courses.find((row) => row.courseId === courseId);
    expect(completions).toMatchObject({ courseTitle: course.title, completions: completionsBefore + 1 });
  });

  it('buying a plan from pricing records checkout_initiated with its price, and the payment records a purchase the dashboard counts', async () => {
    const before = await dashboardToday();
    const proBefore = before.revenueByPlan.find((row) => row.plan === 'pro') ?? { purchases: 0, revenue: 0 };
    const { context } = await newContext();
    await signUpThroughApi(context);
    await confirmEmail(context.request);
    // The checkout opens in the same tab, so the event leaves by beacon as /pricing unloads, a
    // request the browser's tooling does not report: each beacon is noted in the tab's session
    // storage instead, which the next page of the site still reads.
    await context.addInitScript(() => {
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        sessionStorage.setItem('e2e-beacons', JSON.stringify([...(JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as string[]), String(data)]));
        return original(url, data);
      };
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/pricing`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Get Pro Member' }).click();
    await page.waitForURL(/\/checkout\//);
    const beaconed = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as string[])).flatMap((body) => (JSON.parse(body) as { events: SentEvent[] }).events);
    expect(beaconed.filter((event) => event.name === 'checkout_initiated')).toEqual([expect.objectContaining({ properties: { plan: 'pro', value: 249, currency: 'USD' }, path: '/pricing' })]);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((url) => url.pathname === '/success');
    await context.close();

    const step = (dashboard: DashboardResponse, name: string) => dashboard.funnel.find((row) => row.step === name)!.count;
    await expect.poll(async () => step(await dashboardToday(), 'checkout_initiated'), { timeout: 10_000 }).toBe(step(before, 'checkout_initiated') + 1);
    const after = await dashboardToday();
    expect(step(after, 'purchase')).toBe(step(before, 'purchase') + 1);
    expect(after.revenueByPlan.find((row) => row.plan === 'pro')).toMatchObject({ purchases: proBefore.purchases + 1, revenue: proBefore.revenue + 249 });
  });
});

/** A stand-in player page that answers the site's subscription message with a "playing" event, as the real players do. */
const FAKE_PLAYERS = {
  youtube: `<!doctype html><script>addEventListener('message', (e) => { if (String(e.data).includes('listening')) parent.postMessage(JSON.stringify({ event: 'onStateChange', info: 1 }), '*'); });</script>`,
  vimeo: `<!doctype html><script>addEventListener('message', (e) => { if (String(e.data).includes('addEventListener')) parent.postMessage(JSON.stringify({ event: 'play', data: {} }), '*'); });</script>`,
};

/** Opens the first lesson of the course, enrolled, with the lesson changed as an admin could have set it up. */
async function openLessonWith(context: BrowserContext, patch: Partial<PlayerLesson>, prepare: (page: Page) => Promise<unknown>): Promise<Page> {
  const enrol = await context.request.post(`${baseUrl()}/api/courses/${SLUG}/enrollment`, { headers: { origin: baseUrl() } });
  expect([200, 201]).toContain(enrol.status());
  const page = await context.newPage();
  await prepare(page);
  await page.route(
    (url) => url.pathname === `/api/learn/${SLUG}`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as PlayerCourseResponse;
      for (const module of body.course.modules) {
        module.lessons = module.lessons.map((lesson): PlayerLesson => (lesson.id === FIRST_LESSON ? { ...lesson, ...patch } : lesson));
      }
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto(`${baseUrl()}/learn/${SLUG}?lesson=${FIRST_LESSON}`, { waitUntil: 'networkidle' });
  return page;
}

describe('video_played', () => {
  it.each([
    ['YouTube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com', FAKE_PLAYERS.youtube, 'youtube'],
    ['Vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com', FAKE_PLAYERS.vimeo, 'vimeo'],
  ])('is recorded once when a %s embed starts playing', async (_label, videoUrl, playerHost, playerPage, provider) => {
    const { context, beacons } = await newContext();
    await signUpThroughApi(context);
    await openLessonWith(context, { video_url: videoUrl }, (page) => page.route(`${playerHost}/**`, (route) => route.fulfill({ contentType: 'text/html', body: playerPage })));
    expect((await sentEvent(beacons, 'video_played')).properties).toEqual({ lesson_id: FIRST_LESSON, provider });
    expect(beacons.events.filter((event) => event.name === 'video_played')).toHaveLength(1);
    await context.close();
  });

  it('is recorded once when an uploaded video file starts playing in the browser’s player', async () => {
    const { context, beacons } = await newContext();
    await signUpThroughApi(context);
    const clip = await recordClip(context);
    const page = await openLessonWith(context, { video_url: '/media/videos/e2e-clip.webm' }, (target) =>
      target.route('**/media/videos/e2e-clip.webm', (route) => route.fulfill({ contentType: 'video/webm', body: clip })),
    );
    const video = page.locator('video');
    // Muted, as a browser lets a page start a video without a gesture; played twice, recorded once.
    for (let round = 0; round < 2; round++) {
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        element.currentTime = 0;
        await element.play();
        element.pause();
      });
    }
    expect((await sentEvent(beacons, 'video_played')).properties).toEqual({ lesson_id: FIRST_LESSON, provider: 'file' });
    expect(beacons.events.filter((event) => event.name === 'video_played')).toHaveLength(1);
    await context.close();
  });
});

/** A short WebM clip, recorded by the browser itself from a canvas (no video file in the repository). */
async function recordClip(context: BrowserContext): Promise<Buffer> {
  const page = await context.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const paint = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    // Twelve painted frames make a clip of about 0.6 s.
    await new Promise<void>((resolve) => {
      let frame = 0;
      const painter = setInterval(() => {
        paint.fillStyle = frame++ % 2 ? '#0f766e' : '#f59e0b';
        paint.fillRect(0, 0, 64, 64);
        if (frame < 12) return;
        clearInterval(painter);
        resolve();
      }, 50);
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  });
  await page.close();
  return Buffer.from(base64, 'base64');
}

/** Today's figures as the admin's dashboard shows them. */
async function dashboardToday(): Promise<DashboardResponse> {
  const admin = await browser.newContext();
  expect(await signInAsAdmin(admin.request, baseUrl())).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  const response = await admin.request.get(`${baseUrl()}/api/admin/analytics?from=${today}&to=${today}`);
  expect(response.status()).toBe(200);
  const dashboard = (await response.json()) as DashboardResponse;
  await admin.close();
  return dashboard;
}

/** Today's page views as the admin's dashboard counts them. */
async function pageViewsToday(): Promise<number> {
  return (await dashboardToday()).daily.reduce((sum, day) => sum + day.pageViews, 0);
}

describe('Global Privacy Control', () => {
  it('a visit with GPC on sends and records nothing', async () => {
    const before = await pageViewsToday();
    const { context, beacons } = await newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${baseUrl()}/?utm_source=newsletter`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation').getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle' });
    // Past the queue's timer on the page's (fake) clock, and the pages above were left (which flushes a queue).
    await page.clock.runFor(4_000);
    await page.close();
    expect(beacons.requests()).toBe(0);
    expect(beacons.recorded()).toBe(0);
    await context.close();
    expect(await pageViewsToday()).toBe(before);
  });
});

describe('resource_downloaded', () => {
  it('is recorded with the resource name when a learner downloads a lesson resource', async () => {
    const { context, beacons } = await newContext();
    await signUpThroughApi(context);
    const resource = { id: 'r-templates', title: 'Email Templates Pack', description: '', file_type: 'zip', file_url: '/files/resources/email-templates.zip', file_size: '48.00 KB' };
    const page = await openLessonWith(context, { video_url: '', resources: [resource] }, (target) =>
      target.route('**/files/resources/email-templates.zip', (route) => route.fulfill({ contentType: 'application/zip', body: Buffer.from('PK') })),
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Email Templates Pack' }).click();
    await download;
    expect((await sentEvent(beacons, 'resource_downloaded')).properties).toEqual({ resource_name: 'Email Templates Pack' });
    await context.close();
  });
});
