import { FileText, Trash2 } from 'lucide-react';
import type { CaseStudy } from '@shared/api/case-studies';
import { Button } from '@web/components/ui/button';

/** A case study's files, each opened in a new tab (served only to its writer and admins); removable while the case study may be edited. */
export function AttachmentList({ attachments, onRemove, busy }: { attachments: CaseStudy['attachments']; onRemove?: (id: string) => void; busy?: boolean }) {
  if (attachments.length === 0) return <p className="text-sm text-muted">No attachments.</p>;
  return (
    <ul className="space-y-2">
      {attachments.map((attachment) => (
        <li key={attachment.id} className="flex flex-wrap items-center gap-2 text-sm">
          <FileText className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <a href={attachment.url} target="_blank" rel="noreferrer" className="font-medium break-all text-brand-800 underline underline-offset-2">
            {attachment.fileName}
          </a>
          <span className="text-muted">{attachment.size}</span>
          {onRemove && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRemove(attachment.id)} className="text-red-800 hover:bg-red-50">
              <Trash2 className="size-4" aria-hidden="true" />
              Remove<span className="sr-only"> {attachment.fileName}</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
