import { ConfirmDialog } from '@web/components/confirm-dialog';

interface PublishChecklistDialogProps {
  /** What the content standard's checklist finds missing; null when the dialog is closed. */
  missing: string[] | null;
  onPublishAnyway: () => void;
  onCancel: () => void;
}

/** Publishing a draft that misses part of the content standard: the list, and an explicit 'Publish anyway'. */
export function PublishChecklistDialog({ missing, onPublishAnyway, onCancel }: PublishChecklistDialogProps) {
  return (
    <ConfirmDialog open={missing !== null} title="This course is not ready to publish" confirmLabel="Publish anyway" onConfirm={onPublishAnyway} onCancel={onCancel}>
      <p>The content standard asks for these before a course goes live:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {missing?.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2">Cancel to keep working on it, or publish it as it is.</p>
    </ConfirmDialog>
  );
}
