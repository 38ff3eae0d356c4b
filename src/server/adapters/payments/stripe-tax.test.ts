import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from './stripe-provider';

/** STRIPE_AUTOMATIC_TAX (decision 0107): what Checkout Sessions are asked for, against a stand-in for Stripe's API. */
const seen: URLSearchParams[] = [];
let server: Server;
let port: number;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push(new URLSearchParams(await read(request)));
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    response.end(JSON.stringify({ id: `cs_fake_${seen.length}`, object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (automaticTax: boolean) =>
  createStripePaymentProvider(
    { mode: 'stripe', secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake', prices: { pro: 'price_pro', elite: 'price_elite' }, automaticTax },
    { host: '127.0.0.1', port, protocol: 'http' },
  );
const request = { userId: 'u1', email: 'ana@example.com', providerCustomerId: 'cus_1', quantity: 1, successUrl: 'https://site.test/success', cancelUrl: 'https://site.test/cancel' };

describe("Stripe's automatic tax", () => {
  it('asks Checkout for automatic tax, a billing address and a tax ID on plans and add-ons when turned on', async () => {
    for (const product of ['pro', 'custom-ai-audit'] as const) {
      await provider(true).createCheckout({ ...request, product });
      const body = seen.at(-1)!;
      expect(body.get('automatic_tax[enabled]')).toBe('true');
      expect(body.get('billing_address_collection')).toBe('required');
      expect(body.get('tax_id_collection[enabled]')).toBe('true');
      expect(body.get('customer_update[address]')).toBe('auto');
      expect(body.get('customer_update[name]')).toBe('auto');
    }
  });

  it('asks for none of it when left off', async () => {
    await provider(false).createCheckout({ ...request, product: 'pro' });
    const body = seen.at(-1)!;
    expect(body.get('automatic_tax[enabled]')).toBeNull();
    expect(body.get('tax_id_collection[enabled]')).toBeNull();
  });
});
