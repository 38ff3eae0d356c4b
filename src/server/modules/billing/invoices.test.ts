import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { createAdmin, createLearner, SAME_ORIGIN, type TestLearner } from '../../testing/accounts';
import { billingServiceOf, checkoutCompleted, emailsTo, ordersOf, testId } from '../../testing/billing';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

const as = (person?: TestLearner) => (person ? { ...SAME_ORIGIN, cookie: person.cookie } : SAME_ORIGIN);
const post = (url: string, person?: TestLearner, payload: object = {}) => app.server.inject({ method: 'POST', url, headers: as(person), payload });
const put = (url: string, person: TestLearner, payload: object) => app.server.inject({ method: 'PUT', url, headers: as(person), payload });
const get = (url: string, person?: TestLearner) => app.server.inject({ method: 'GET', url, headers: as(person) });

let codeCount = 0;
async function createCode(): Promise<string> {
  const admin = await createAdmin(app);
  codeCount += 1;
  const code = `INVOICE${codeCount}X`;
  const created = await post('/api/admin/promo-codes', admin, { code, discountKind: 'percent', percentOff: 20, plans: ['pro'], duration: 'once' });
  expect(created.statusCode, created.body).toBe(201);
  return code;
}

async function openCheckout(learner: TestLearner, plan = 'pro'): Promise<string> {
  const response = await post('/api/billing/checkout', learner, { plan });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url).pathname.replace('/checkout/', '');
}

type HistoryEntry = { kind: string; amountCents: number; description: string; document: { id: string; number: string; url: string } | null };
async function historyOf(learner: TestLearner): Promise<HistoryEntry[]> {
  const response = await get('/api/billing/history', learner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries;
}

describe('invoices at the local checkout', () => {
  it('prints the company, tax ID, the code and its discount and the total $199.20 on the invoice the buyer downloads and receives', async () => {
    const code = await createCode();
    const learner = await createLearner(app, { firstName: 'Morgan', lastName: 'Lee' });
    const id = await openCheckout(learner);
    expect((await post(`/api/billing/local/checkouts/${id}/promo-code`, learner, { code })).statusCode).toBe(200);
    const details = await put(`/api/billing/local/checkouts/${id}/buyer-details`, learner, { companyName: ' Acme Analytics LLC ', taxId: 'US 12-3456789' });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toEqual({ companyName: 'Acme Analytics LLC', taxId: 'US 12-3456789' });
    expect((await post(`/api/billing/local/checkouts/${id}/payment`, learner)).statusCode).toBe(200);

    const [payment] = await historyOf(learner);
    expect(payment).toMatchObject({ kind: 'payment', amountCents: 19_920, description: 'Pro Member' });
    expect(payment!.document!.number).toMatch(/^INV-\d{6}$/);
    const pdf = await get(payment!.document!.url, learner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${payment!.document!.number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(payment!.document!.number);
    expect(text).toContain('Acme Analytics LLC');
    expect(text).toContain('Tax ID US 12-3456789');
    expect(text).toContain('Morgan Lee');
    expect(text).toContain('$249.00');
    expect(text).toContain(`Discount (code ${code})`);
    expect(text).toContain('-$49.80');
    expect(text).toContain('$199.20');
    expect(text).toContain('No tax was charged');

    const [receipt] = (await emailsTo(app.database.db, learner.email)).filter((email) => email.kind === 'receipt');
    expect(receipt!.textBody).toContain(`Invoice ${payment!.document!.number} ($199.20) is attached`);
    expect(receipt!.attachments).toHaveLength(1);
    expect(receipt!.attachments![0]).toMatchObject({ fileName: `${payment!.document!.number}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(Buffer.from(receipt!.attachments![0]!.contentBase64, 'base64'))).toContain('Acme Analytics LLC');
  });

  it('refuses a tax ID with stray characters with a message and keeps the checkout payable', async () => {
    const learner = await createLearner(app);
    const id = await openCheckout(learner);
    const refused = await put(`/api/billing/local/checkouts/${id}/buyer-details`, learner, { companyName: 'Acme', taxId: 'DE<123>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'taxId' });
    expect(refused.json().message).toContain('Enter the tax ID');
    const other = await createLearner(app);
    expect((await put(`/api/billing/local/checkouts/${id}/buyer-details`, other, { companyName: 'Acme' })).statusCode).toBe(404);
    expect((await post(`/api/billing/local/checkouts/${id}/payment`, learner)).statusCode).toBe(200);
    const [payment] = await historyOf(learner);
    const text = await pdfText((await get(payment!.document!.url, learner)).rawPayload);
    expect(text).not.toContain('Acme');
    expect(text).not.toContain('Discount');
  });

  it('lets only the buyer and admins download: another learner gets 404, a visitor 401, an admin the PDF and the admin list its link', async () => {
    const learner = await createLearner(app);
    await post(`/api/billing/local/checkouts/${await openCheckout(learner)}/payment`, learner);
    const [payment] = await historyOf(learner);
    const url = payment!.document!.url;
    const other = await createLearner(app);
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/media/invoices/not-a-uuid', learner)).statusCode).toBe(400);
    const admin = await createAdmin(app);
    const asAdmin = await get(url, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const withoutSecondFactor = await createAdmin(app, { secondFactor: false });
    expect((await get(url, withoutSecondFactor)).statusCode).toBe(403);
    const documents = (await get('/api/admin/billing/invoices', admin)).json().documents;
    const [order] = await ordersOf(app.database.db, learner.id);
    expect(documents).toContainEqual({ id: payment!.document!.id, orderId: order!.id, kind: 'invoice', number: payment!.document!.number, url });
    expect((await get('/api/admin/billing/invoices', learner)).statusCode).toBe(403);
  });

  it('issues a credit note in its own series when an admin refunds, listed as a refund in the history', async () => {
    const learner = await createLearner(app);
    await post(`/api/billing/local/checkouts/${await openCheckout(learner)}/payment`, learner);
    const [order] = await ordersOf(app.database.db, learner.id);
    const admin = await createAdmin(app);
    const refunded = await post(`/api/admin/billing/orders/${order!.id}/refund`, admin);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const entries = await historyOf(learner);
    expect(entries.map((entry) => entry.kind)).toEqual(['refund', 'payment']);
    const [refund, payment] = entries;
    expect(refund!.document!.number).toMatch(/^CN-\d{6}$/);
    const text = await pdfText((await get(refund!.document!.url, learner)).rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Credits invoice ${payment!.document!.number}`);
    expect(text).toContain('-$249.00');
    const rows = await app.database.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['credit-note', 'invoice']);
  });

  // TEST_PUBLIC_URL is not a loopback address: the test clock is an admin's there.
  it('invoices a local renewal from the test clock too', async () => {
    const learner = await createAdmin(app);
    await post(`/api/billing/local/checkouts/${await openCheckout(learner)}/payment`, learner);
    expect((await post('/api/billing/local/portal/test-clock', learner, { renewal: 'succeeds' })).statusCode).toBe(200);
    const entries = await historyOf(learner);
    expect(entries.filter((entry) => entry.kind === 'payment')).toHaveLength(2);
    const numbers = entries.map((entry) => Number(entry.document!.number.slice(4)));
    expect(numbers[0]).toBeGreaterThan(numbers[1]!);
    const text = await pdfText((await get(entries[0]!.document!.url, learner)).rawPayload);
    expect(text).toMatch(/Pro Member, yearly plan \(\w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}\)/);
  });
});

describe('invoices of Stripe payments', () => {
  it("print the buyer's company, tax ID and address from the session and Stripe's tax, and invoice a renewal (invoice.paid)", async () => {
    const learner = await createLearner(app, { firstName: 'Ana', lastName: 'Ruiz' });
    const billing = billingServiceOf(app);
    await billing.apply(
      checkoutCompleted(learner.id, {
        payment: {
          ref: `in_first_${learner.id}`,
          amountCents: 30_129,
          currency: 'usd',
          paymentIntentId: null,
          taxCents: 5_229,
          buyer: { name: 'Ana Ruiz', company: 'Ruiz Consulting SL', taxId: 'ESB12345678', address: 'Calle Mayor 1, 28013, Madrid, ES' },
        },
      }),
    );
    await billing.apply({
      provider: 'stripe',
      eventId: testId('evt'),
      occurredAt: new Date('2027-01-01T00:00:00Z'),
      type: 'invoice.paid',
      providerSubscriptionId: `sub_test_${learner.id}`,
      providerCustomerId: `cus_test_${learner.id}`,
      userId: learner.id,
      plan: 'pro',
      subscription: null,
      payment: { ref: `in_renewal_${learner.id}`, amountCents: 24_900, currency: 'usd', paymentIntentId: null },
    });
    const [renewal, first] = await historyOf(learner);
    const firstText = await pdfText((await get(first!.document!.url, learner)).rawPayload);
    for (const expected of ['Ruiz Consulting SL', 'Tax ID ESB12345678', 'Calle Mayor 1, 28013, Madrid, ES', '$249.00', '$52.29', '$301.29']) expect(firstText).toContain(expected);
    const renewalText = await pdfText((await get(renewal!.document!.url, learner)).rawPayload);
    expect(renewalText).toContain('Pro Member');
    // The renewal keeps the business its first checkout named.
    expect(renewalText).toContain('Ruiz Consulting SL');
    expect(renewalText).toContain('Tax ID ESB12345678');
    expect(renewalText).toContain('$249.00');
    expect(Number(renewal!.document!.number.slice(4))).toBeGreaterThan(Number(first!.document!.number.slice(4)));
  });
});
