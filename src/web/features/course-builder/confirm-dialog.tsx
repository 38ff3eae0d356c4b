import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={() => open && onCancel()}
      className="m-auto h-fit w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-slate-950/50"
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 text-sm text-pretty text-muted">
            {children}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" autoFocus onClick={() => dialogRef.current?.close()}>
              Cancel
            </Button>
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
