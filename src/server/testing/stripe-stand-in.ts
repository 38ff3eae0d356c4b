import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripePaymentProvider } from '../adapters/payments/stripe-provider';
import { createTestApp, type TestApp } from './test-app';

/** Stripe mode as the tests configure it: made-up keys and price ids, never Stripe's own API. */
export const STRIPE_TEST_SETTINGS = { mode: 'stripe', secretKey: 'sk_test_fake', webhookSecret: 'whsec_test_secret', prices: { pro: 'price_pro_yearly', elite: 'price_elite_yearly' } } as const;
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: STRIPE_TEST_SETTINGS.secretKey,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SETTINGS.webhookSecret,
  STRIPE_PRICE_PRO: STRIPE_TEST_SETTINGS.prices.pro,
  STRIPE_PRICE_ELITE: STRIPE_TEST_SETTINGS.prices.elite,
};

/** A call the SDK made to the stand-in. */
export interface StripeCall {
  method: string;
  path: string;
  body: URLSearchParams;
}

/** Answers one call: returns the JSON to send with 200, or undefined for Stripe's 404. */
export type StripeRoutes = (call: StripeCall) => unknown;

export interface StripeStandIn {
  /** Every call the SDK made, in order. */
  seen: StripeCall[];
  port: number;
  close: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

/** A stand-in for Stripe's API on 127.0.0.1 that records every call and answers through `routes`. */
export async function startStripeStandIn(routes: StripeRoutes): Promise<StripeStandIn> {
  const seen: StripeCall[] = [];
  const server = createServer(async (request, response) => {
    const call = { method: request.method ?? '', path: new URL(request.url ?? '/', 'http://stripe.test').pathname, body: new URLSearchParams(await readBody(request)) };
    seen.push(call);
    const answer = routes(call);
    response.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    response.end(JSON.stringify(answer ?? { error: { type: 'invalid_request_error', message: 'No such route' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The app in Stripe mode, its SDK pointed at `standIn`. */
export function createStripeModeApp(standIn: StripeStandIn): Promise<TestApp> {
  return createTestApp({
    env: STRIPE_TEST_ENV,
    paymentProvider: createStripePaymentProvider(STRIPE_TEST_SETTINGS, { host: '127.0.0.1', port: standIn.port, protocol: 'http' }),
  });
}
