import { spawn } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../paths';

/**
 * The start-up price check as a real process (issue 33): `main.ts` with Stripe settings pointed
 * at a local stand-in for Stripe's API, which answers the two plan prices the test chooses.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'price-check-start-'));
const prices = new Map<string, Record<string, unknown>>();
const asked: string[] = [];
let stripeApi: Server;
let stripeUrl: string;

const yearly = (id: string, cents: number, over: Record<string, unknown> = {}) => ({
  id,
  object: 'price',
  active: true,
  currency: 'usd',
  unit_amount: cents,
  recurring: { interval: 'year', interval_count: 1, usage_type: 'licensed' },
  type: 'recurring',
  ...over,
});

beforeAll(async () => {
  stripeApi = createHttpServer((request, response) => {
    const id = /^\/v1\/prices\/(\w+)$/.exec(new URL(request.url ?? '/', 'http://stripe.test').pathname)?.[1];
    asked.push(`${request.method} ${request.url}`);
    const price = id ? prices.get(id) : undefined;
    response.writeHead(price ? 200 : 404, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    response.end(JSON.stringify(price ?? { error: { type: 'invalid_request_error', message: `No such price: '${id}'`, param: 'price' } }));
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  stripeUrl = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => stripeApi?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      // STRIPE_API_URL is refused in production.
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_URL: stripeUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('the start-up price check against a local stand-in for Stripe', () => {
  it('refuses to start when the Pro price is not $249 a year, naming STRIPE_PRICE_PRO in one line', { timeout: 120_000 }, async () => {
    prices.set('price_pro_cheap', yearly('price_pro_cheap', 19_900));
    prices.set('price_elite_ok', yearly('price_elite_ok', 69_900));
    const server = startServer({ STRIPE_PRICE_PRO: 'price_pro_cheap', STRIPE_PRICE_ELITE: 'price_elite_ok' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe("Cannot start: Invalid STRIPE_PRICE_PRO: Stripe's price price_pro_cheap is $199.00 a year, but the site shows $249.00 a year\n");
    expect(asked).toContain('GET /v1/prices/price_pro_cheap');
  });

  it('refuses a monthly Elite price, and a price Stripe does not have, naming the variable', { timeout: 120_000 }, async () => {
    prices.set('price_pro_ok', yearly('price_pro_ok', 24_900));
    prices.set('price_elite_monthly', yearly('price_elite_monthly', 69_900, { recurring: { interval: 'month', interval_count: 1 } }));
    const monthly = startServer({ STRIPE_PRICE_PRO: 'price_pro_ok', STRIPE_PRICE_ELITE: 'price_elite_monthly' });
    expect(await monthly.exited).toBe(1);
    expect(monthly.stderr()).toBe("Cannot start: Invalid STRIPE_PRICE_ELITE: Stripe's price price_elite_monthly is $699.00 a month, but the site shows $699.00 a year\n");

    const missing = startServer({ STRIPE_PRICE_PRO: 'price_pro_ok', STRIPE_PRICE_ELITE: 'price_elite_gone' });
    expect(await missing.exited).toBe(1);
    expect(missing.stderr()).toMatch(/^Cannot start: Invalid STRIPE_PRICE_ELITE: Stripe has no price price_elite_gone for this key \(No such price: 'price_elite_gone'\)\n$/);
  });

  it('starts when both prices agree with the site', { timeout: 180_000 }, async () => {
    prices.set('price_pro_ok', yearly('price_pro_ok', 24_900));
    prices.set('price_elite_ok', yearly('price_elite_ok', 69_900));
    const port = await freePort();
    const server = startServer({ PORT: String(port), STRIPE_PRICE_PRO: 'price_pro_ok', STRIPE_PRICE_ELITE: 'price_elite_ok' });
    try {
      let health: Response | undefined;
      for (let attempt = 0; attempt < 360 && !health; attempt++) {
        if (server.child.exitCode !== null) throw new Error(`exited ${server.child.exitCode}: ${server.stderr()}`);
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(health?.status).toBe(200);
      expect(server.stderr()).toBe('');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
