import { Download, Printer, RotateCcw } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { TOOL_INFO, type ToolId } from '@shared/tools/tool-catalog';
import { Button, buttonClasses } from '@web/components/ui/button';
import { useFocusAfterRender } from './use-focus-after-render';
import type { SaveStatus } from './use-tool-state';

const STATUS_TEXT: Record<SaveStatus, string> = {
  loading: 'Loading your saved work…',
  idle: 'Your work is saved to your account.',
  pending: 'Saving soon…',
  saving: 'Saving…',
  saved: 'All changes saved.',
  error: '',
  preview: 'Preview: work done here is not saved.',
};

interface ToolFrameProps {
  toolId: ToolId;
  status: SaveStatus;
  error: string | null;
  onStartOver: () => Promise<void>;
  /** Offered when the results are a table: downloads them as CSV. */
  onDownloadCsv?: () => void;
  children: ReactNode;
}

/**
 * The box every tool sits in: its name, what it does, the save status, and printing,
 * downloading and starting over. Printing marks this tool so the print stylesheet leaves
 * only it on paper.
 */
export function ToolFrame({ toolId, status, error, onStartOver, onDownloadCsv, children }: ToolFrameProps) {
  const info = TOOL_INFO[toolId];
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [confirming, setConfirming] = useState(false);
  const startOverRef = useRef<HTMLButtonElement>(null);
  const startOverId = useId();
  const focusAfterRender = useFocusAfterRender();

  const print = () => {
    const section = sectionRef.current;
    if (!section) return;
    section.setAttribute('data-printing', '');
    document.body.setAttribute('data-printing-tool', toolId);
    const done = () => {
      section.removeAttribute('data-printing');
      document.body.removeAttribute('data-printing-tool');
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      data-lesson-tool={toolId}
      className="lesson-tool my-8 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Interactive tool</p>
      <h3 id={headingId} className="mt-1 text-xl font-bold tracking-tight text-ink">
        {info.name}
      </h3>
      <p className="mt-1 text-sm text-muted">{info.summary}</p>
      {status === 'loading' ? (
        <p role="status" className="mt-6 text-sm text-muted">
          Loading your saved work…
        </p>
      ) : (
        <div className="mt-6">{children}</div>
      )}
      <div className="mt-6 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <p className="text-sm text-muted">
          {error ? (
            <span role="alert" className="font-medium text-red-800">
              {error}
            </span>
          ) : (
            STATUS_TEXT[status]
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {onDownloadCsv && (
            <Button variant="outline" size="sm" onClick={onDownloadCsv}>
              <Download className="size-4" aria-hidden="true" />
              Download CSV
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={print}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Button>
          {confirming ? (
            <span role="group" aria-label="Start over?" className="flex flex-wrap items-center gap-2">
              <Button
                variant="destructive"
                size="sm"
                autoFocus
                onClick={() => {
                  setConfirming(false);
                  void onStartOver().then(() => startOverRef.current?.focus());
                }}
              >
                Clear my work
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setConfirming(false);
                  focusAfterRender(startOverId);
                }}
              >
                Keep it
              </Button>
            </span>
          ) : (
            <button ref={startOverRef} id={startOverId} type="button" className={buttonClasses('ghost', 'sm')} onClick={() => setConfirming(true)}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Start over
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

interface NumberFieldProps {
  label: string;
  hint?: string;
  value: string;
  error?: string | undefined;
  /** Errors show once the learner has typed here or the tool shows all of them. */
  showError: boolean;
  onChange: (value: string) => void;
}

/** A text box for a number (so what the learner types is kept as typed), with its message. */
export function NumberField({ label, hint, value, error, showError, onChange }: NumberFieldProps) {
  const id = useId();
  const visibleError = showError ? error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', visibleError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={visibleError ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-ink aria-invalid:border-red-700 print:border-slate-500"
      />
      {visibleError && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {visibleError}
        </p>
      )}
    </div>
  );
}

interface ChoiceGroupProps<V extends string | number> {
  legend: ReactNode;
  name: string;
  /** `more` is read by screen readers after the visible label ('1', 'Strongly disagree'). */
  options: readonly { value: V; label: string; more?: string }[];
  value: V | null;
  onChange: (value: V) => void;
  /** Shows labels under compact options (ratings) instead of beside them. */
  compact?: boolean;
}

/** Native radio buttons in a fieldset: arrow keys move between options, the screen reader reads legend and choice. */
export function ChoiceGroup<V extends string | number>({ legend, name, options, value, onChange, compact }: ChoiceGroupProps<V>) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className={compact ? 'mt-2 grid grid-cols-5 gap-1.5' : 'mt-2 flex flex-wrap gap-2'}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-400 px-2 py-1.5 text-center text-sm text-ink has-checked:border-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={compact ? 'sr-only' : 'size-4 accent-brand-700'}
            />
            {option.label}
            {option.more && <span className="sr-only">{`, ${option.more}`}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A result that cannot be worked out yet says so in words, never as a blank, NaN or Infinity. */
export function ToolMessage({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-line bg-surface p-4 text-sm text-ink">{children}</p>;
}

export const RATING_OPTIONS = [1, 2, 3, 4, 5].map((value) => ({ value: value as 1 | 2 | 3 | 4 | 5, label: String(value), more: value === 1 ? 'lowest' : value === 5 ? 'highest' : undefined }));

/** A fresh id for an item the learner adds (an opportunity, a step); unique enough within one tool. */
export function newItemId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
