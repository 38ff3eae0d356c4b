import { useQuery } from '@tanstack/react-query';
import type { AdminInvoiceDocumentsResponse } from '@shared/api/invoices';
import { memberQueryOptions } from '@web/lib/member-query';

type Document = AdminInvoiceDocumentsResponse['documents'][number];

/** /admin/billing: the invoice and credit note of each recent payment, by order (issue 33). */
export function useAdminInvoiceDocuments(adminId: string): Map<string, Document[]> {
  const documents = useQuery(memberQueryOptions(adminId, 'GET /api/admin/billing/invoices'));
  const byOrder = new Map<string, Document[]>();
  for (const document of documents.data?.documents ?? []) byOrder.set(document.orderId, [...(byOrder.get(document.orderId) ?? []), document].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'invoice' ? -1 : 1)));
  return byOrder;
}

/** An order's documents as download links; a dash when it has none (paid before invoices were issued). */
export function OrderDocuments({ documents }: { documents: Document[] | undefined }) {
  if (!documents?.length) return <span className="text-muted">—</span>;
  return (
    <ul className="space-y-1">
      {documents.map((document) => (
        <li key={document.id}>
          <a href={document.url} download className="rounded font-mono text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline">
            {document.number}
            <span className="sr-only"> ({document.kind === 'invoice' ? 'invoice' : 'credit note'}, PDF)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
