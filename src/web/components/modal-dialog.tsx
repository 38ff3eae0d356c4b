import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';

interface ModalDialogProps {
  open: boolean;
  /** The dialog closed while open: Escape, `close` from its content, or a click on the backdrop. */
  onClose: () => void;
  /** A confirmation is an 'alertdialog'. */
  role?: 'alertdialog';
  /** The id of what describes the dialog, beside its title. */
  describedBy?: string;
  /** A click on the backdrop closes it. */
  closeOnBackdrop?: boolean;
  /** The panel's width and height. */
  className: string;
  /** The content, rendered only while open, given the id its title carries and a way to close. */
  children: (dialog: { titleId: string; close: () => void }) => ReactNode;
}

/**
 * A modal <dialog> opened and closed by `open`: the browser keeps the focus inside, Escape
 * closes it, and the focus returns to the control that opened it.
 */
export function ModalDialog({ open, onClose, role, describedBy, closeOnBackdrop = false, className, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={() => open && onClose()}
      // A click on the backdrop lands on the <dialog> itself; its content fills it edge to edge.
      onClick={closeOnBackdrop ? (event) => event.target === event.currentTarget && event.currentTarget.close() : undefined}
      className={cn('m-auto h-fit w-[calc(100%-2rem)] rounded-2xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-slate-950/50', className)}
    >
      {open && children({ titleId, close: () => dialogRef.current?.close() })}
    </dialog>
  );
}

/** The × in a dialog's header. */
export function DialogCloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
      aria-label={label}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
