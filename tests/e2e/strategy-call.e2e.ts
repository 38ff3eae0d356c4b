import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyCallResponse } from '../../src/shared/api/calls';
import { signInAsAdmin } from './support/admin';
import { baseUrl, expectVisible, launchBrowser, VIEWPORTS } from './support/browser';
import { subscribeThroughLocalCheckout } from './support/plans';
import { uniqueEmail } from './support/unique-email';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headers = () => ({ origin: baseUrl() });
const MEMBER_ZONE = 'Asia/Tokyo';
const OWNER_ZONE = 'America/New_York';

/** What the dashboard shows for a call: the time in the browser's zone. */
const bookedFor = (iso: string) =>
  `Booked for ${new Intl.DateTimeFormat('en-US', { timeZone: MEMBER_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso))}`;

async function signedIn(context: BrowserContext, credentials: object, path: 'sign-in' | 'sign-up'): Promise<void> {
  expect((await context.request.post(`${baseUrl()}/api/auth/${path}/email`, { data: credentials, headers: headers() })).status()).toBe(200);
}

async function myCall(page: Page): Promise<MyCallResponse> {
  return (await (await page.request.get(`${baseUrl()}/api/calls/mine`)).json()) as MyCallResponse;
}

/** Picks the first time of the day at `dayIndex` in the call section's form. */
async function chooseTime(section: ReturnType<Page['getByRole']>, dayIndex: number): Promise<void> {
  await section.getByLabel('Day', { exact: true }).selectOption({ index: dayIndex });
  await section.getByRole('group', { name: 'Time' }).locator('label').first().click();
}

describe('the Elite strategy call', () => {
  it('an Elite buyer books the call in their own time zone, moves it, and the admin sees it', async () => {
    const owner = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: OWNER_ZONE });
    expect(await signInAsAdmin(owner.request, baseUrl())).toBe(200);
    const saved = await owner.request.put(`${baseUrl()}/api/admin/calls/availability`, {
      headers: headers(),
      data: {
        timeZone: OWNER_ZONE,
        bufferMinutes: 15,
        minimumNoticeHours: 48,
        meetingLink: 'https://meet.example.com/elite-e2e',
        weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 })),
        oneOff: [],
      },
    });
    expect(saved.status()).toBe(200);

    const member = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: MEMBER_ZONE });
    const email = uniqueEmail('e2e-elite-call');
    await signedIn(member, { firstName: 'Kenji', lastName: 'Sato', email, password: 'correct-horse-42' }, 'sign-up');
    await subscribeThroughLocalCheckout(member.request, 'elite');
    const page = await member.newPage();
    await page.goto(`${baseUrl()}/dashboard`, { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: 'Your 1:1 Strategy Call' });
    await expectVisible(section.getByText(`Times are shown in your time zone, ${MEMBER_ZONE}.`));

    // 9:00 to 17:00 in New York is late evening to early morning in Tokyo.
    const offered = await myCall(page);
    const firstTime = new Intl.DateTimeFormat('en-US', { timeZone: MEMBER_ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(offered.slots[0]!));
    expect(await section.getByRole('group', { name: 'Time' }).locator('label').first().innerText()).toBe(firstTime);

    await chooseTime(section, 0);
    await section.getByLabel('What would you most like to get out of this call?').fill('A plan to automate our bookings');
    await section.getByLabel('Where does your business lose the most time today?').fill('Answering the same customer emails');
    await section.getByRole('button', { name: 'Book Call' }).click();
    await expectVisible(section.getByRole('button', { name: 'Reschedule' }));
    const booked = (await myCall(page)).booking!;
    expect(booked.startsAt).toBe(offered.slots[0]);
    await expectVisible(section.getByText(bookedFor(booked.startsAt)));

    await section.getByRole('button', { name: 'Reschedule' }).click();
    await chooseTime(section, 1);
    await section.getByRole('button', { name: 'Move My Call' }).click();
    await expectVisible(section.getByRole('button', { name: 'Reschedule' }));
    const moved = (await myCall(page)).booking!;
    expect(moved.startsAt).not.toBe(booked.startsAt);
    await expectVisible(section.getByText(bookedFor(moved.startsAt)));

    const admin = await owner.newPage();
    await admin.goto(`${baseUrl()}/admin/calls`, { waitUntil: 'networkidle' });
    const row = admin.getByRole('row').filter({ hasText: email });
    await expectVisible(row);
    expect(await row.innerText()).toContain(`Member in ${MEMBER_ZONE}`);
    const ownerTime = new Intl.DateTimeFormat('en-US', { timeZone: OWNER_ZONE, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(moved.startsAt));
    expect(await row.innerText()).toContain(ownerTime);
    await member.close();
    await owner.close();
  });
});
