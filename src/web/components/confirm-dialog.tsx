import { useId, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive actions (delete) get the red button. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation in a modal <dialog>: the browser keeps focus inside, Escape cancels, and focus
 * returns to the button that opened it. Cancel has focus first, so Enter never deletes by accident.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, destructive = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} role="alertdialog" describedBy={bodyId} className="max-w-md">
      {({ titleId, close }) => (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 text-sm text-pretty text-muted">
            {children}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" autoFocus onClick={close}>
              Cancel
            </Button>
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
