import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { createLearner } from '../../testing/accounts';
import { billingServiceOf, checkoutCompleted, testId } from '../../testing/billing';
import { useTestApp } from '../../testing/test-app';

const app = useTestApp();

/** Every invoice number of a series, ascending. */
async function numbersOf(kind: 'invoice' | 'credit-note'): Promise<number[]> {
  const rows = await app.database.db.select({ kind: invoices.kind, number: invoices.number }).from(invoices).orderBy(asc(invoices.number));
  return rows.filter((row) => row.kind === kind).map((row) => row.number);
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('invoice numbers', () => {
  // On PostgreSQL (TEST_DATABASE_URL) the fulfilments run on separate connections of the pool and
  // wait for each other on the counter row; on PGlite they take turns. Either way: 1..N exactly.
  it('are sequential without gaps or duplicates when 24 payments are fulfilled at once, one of them rolled back after taking its number', async () => {
    const billing = billingServiceOf(app);
    const learners = await Promise.all(Array.from({ length: 24 }, (_, i) => createLearner(app, { firstName: `Buyer${i}` })));
    const before = await numbersOf('invoice');
    expect(before).toEqual(oneToN(before.length));

    const results = await Promise.allSettled(
      learners.map((learner, i) =>
        billing.apply(
          checkoutCompleted(learner.id, { eventId: testId('evt'), payment: { ref: testId('in'), amountCents: 24_900, currency: 'usd', paymentIntentId: null } }),
          // One fulfilment fails after its invoice took a number: its transaction rolls back, number and all.
          i === 7
            ? async () => {
                throw new Error('the audit log could not be written');
              }
            : undefined,
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(await numbersOf('invoice')).toEqual(oneToN(before.length + 23));
  }, 60_000);
});
