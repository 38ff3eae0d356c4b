import { z } from 'zod';
import { BUYER_DETAIL_LIMITS } from '../invoices';
import { providerSessionIdSchema } from './billing';
import { defineEndpoint } from './endpoint';

/** Contracts of invoices and credit notes (issue 33, decision 0107): billing history, buyer details, the admin's links. */

export const invoiceDocumentSchema = z.object({
  id: z.string(),
  /** INV-000001 or CN-000001. */
  number: z.string(),
  /** Where the PDF downloads from (the buyer's and admins' only). */
  url: z.string(),
});

export const billingHistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('payment'),
    orderId: z.string(),
    date: z.string(),
    description: z.string(),
    amountCents: z.number().int(),
    status: z.enum(['paid', 'refunded']),
    document: invoiceDocumentSchema.nullable(),
  }),
  z.object({
    kind: z.literal('refund'),
    orderId: z.string(),
    date: z.string(),
    description: z.string(),
    amountCents: z.number().int(),
    document: invoiceDocumentSchema.nullable(),
  }),
]);

export const billingHistoryResponseSchema = z.object({ entries: z.array(billingHistoryEntrySchema) });

export const buyerDetailsBodySchema = z
  .object({
    companyName: z.string({ message: 'Enter the company name as text.' }).max(BUYER_DETAIL_LIMITS.company, `The company name is at most ${BUYER_DETAIL_LIMITS.company} characters.`).default(''),
    taxId: z.string({ message: 'Enter the tax ID as text.' }).max(BUYER_DETAIL_LIMITS.taxId, `The tax ID is at most ${BUYER_DETAIL_LIMITS.taxId} characters.`).default(''),
  })
  .strict();

export const buyerDetailsResponseSchema = z.object({ companyName: z.string().nullable(), taxId: z.string().nullable() });

export const adminInvoiceDocumentsResponseSchema = z.object({
  documents: z.array(invoiceDocumentSchema.extend({ orderId: z.string(), kind: z.enum(['invoice', 'credit-note']) })),
});

/** The learner's payments, refunds and their documents, newest first (the dashboard's Billing history). */
export const getBillingHistory = defineEndpoint({ method: 'GET', path: '/api/billing/history', response: billingHistoryResponseSchema });
/** The company name and tax ID for the invoice, entered on the local test-mode checkout before paying. */
export const setLocalCheckoutBuyerDetails = defineEndpoint({
  method: 'PUT',
  path: '/api/billing/local/checkouts/:id/buyer-details',
  params: z.object({ id: providerSessionIdSchema }),
  body: buyerDetailsBodySchema,
  response: buyerDetailsResponseSchema,
});
/** /admin/billing: the invoice and credit note of each of the latest payments. */
export const listAdminInvoiceDocuments = defineEndpoint({ method: 'GET', path: '/api/admin/billing/invoices', response: adminInvoiceDocumentsResponseSchema });

export type BillingHistoryResponse = z.infer<typeof billingHistoryResponseSchema>;
export type BillingHistoryEntry = z.infer<typeof billingHistoryEntrySchema>;
export type AdminInvoiceDocumentsResponse = z.infer<typeof adminInvoiceDocumentsResponseSchema>;
