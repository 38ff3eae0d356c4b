import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:3102';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const [, , path = '/admin/courses', name = 'courses', action = ''] = process.argv;
for (const [label, width] of [['1280', 1280], ['390', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: process.env.Y || width < 500 ? 1400 : 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  const r = await page.request.post(`${BASE}/api/auth/sign-in/email`, { headers: { origin: BASE }, data: { email: 'admin@builder.test', password: 'builder-admin-pass' } });
  if (!r.ok()) console.log('sign-in', r.status(), await r.text());
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  if (action) await eval(`(async () => { ${action} })()`);
  await page.waitForTimeout(500);
  if (process.env.Y) await page.evaluate((y) => window.scrollTo(0, y), Number(process.env.Y));
  await page.waitForTimeout(300);
  if (process.env.SEL) await page.locator(process.env.SEL).first().screenshot({ path: `/tmp/builder-shots/${name}-${label}.png` });
  else await page.screenshot({ path: `/tmp/builder-shots/${name}-${label}.png`, fullPage: !process.env.Y && width > 500 });
  await context.close();
}
await browser.close();
