import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getBillingHistory, listAdminInvoiceDocuments, setLocalCheckoutBuyerDetails } from '../../../shared/api/invoices';
import { cleanBuyerDetails } from '../../../shared/invoices';
import type { AppContext } from '../../app-context';
import { contentDisposition } from '../../adapters/storage/file-storage';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { registerEndpoint } from '../../http/endpoint-route';
import type { AdminRoutes } from '../admin/admin-api';
import { findCheckout } from './billing.data';
import { setCheckoutBuyerDetails } from './invoices.data';
import { InvoicesService } from './invoices.service';

/** The learner's billing history, the invoice PDFs (buyer and admins), and the local checkout's business details. */
export function invoiceRoutes(context: AppContext) {
  const { viewers, payments, database } = context;
  const invoices = new InvoicesService(database.db);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, getBillingHistory, async (_input, request) => invoices.history(await viewers.requireUser(request)));

    // The buyer's own document, or any for an admin with the second factor (requireAdmin says why not); 404 for anyone else.
    app.withTypeProvider<ZodTypeProvider>().get('/media/invoices/:id', { schema: { params: z.object({ id: z.uuid('Invoice not found.') }) } }, async (request, reply) => {
      const viewer = await viewers.requireUser(request);
      const asAdmin = viewer.hasAdminRole ? Boolean(await viewers.requireAdmin(request)) : false;
      const pdf = await invoices.pdf(viewer, request.params.id, asAdmin);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(pdf.fileName).replace(/^inline/, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(pdf.body);
    });

    if (payments.name !== 'local') return;
    registerEndpoint(app, setLocalCheckoutBuyerDetails, async ({ params, body }, request) => {
      const viewer = await viewers.requireUser(request);
      const checkout = await findCheckout(database.db, params.id);
      if (!checkout || checkout.userId !== viewer.id) throw notFound('Checkout not found.');
      if (checkout.status !== 'open') throw new AppError('CONFLICT', 'This checkout is closed: its invoice details can no longer be changed.');
      const details = cleanBuyerDetails(body);
      if (!details.ok) throw badRequest(details.message, details.field);
      await setCheckoutBuyerDetails(database.db, checkout.id, { buyerCompany: details.company, buyerTaxId: details.taxId });
      return { companyName: details.company, taxId: details.taxId };
    });
  };
}

/** /admin/billing's download links, inside the admin seam. */
export function adminInvoiceRoutes(context: AppContext): AdminRoutes {
  const invoices = new InvoicesService(context.database.db);
  return async function register(app: FastifyInstance): Promise<void> {
    registerEndpoint(app, listAdminInvoiceDocuments, async () => invoices.adminDocuments());
  };
}
