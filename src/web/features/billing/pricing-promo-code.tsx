import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ChevronDown, TicketPercent } from 'lucide-react';
import { PAID_PLANS } from '@shared/billing';
import type { PromoCodeQuote } from '@shared/api/promo-codes';
import { INPUT_CLASS } from '@web/components/form-fields';
import { fieldAria, FieldError, INVALID_INPUT_CLASS } from '@web/components/field-error';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/endpoint-client';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';

/** The fields the server names when it refuses a code (the preview's and the checkout's). */
const CODE_FIELDS = ['code', 'promoCode'];

/** Whether a refused checkout is about its promo code, so its message belongs under the code field. */
export const isPromoCodeProblem = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError && error.field !== undefined && CODE_FIELDS.includes(error.field);

/**
 * The pricing page's promo code (issue 33): closed until asked for, or opened and filled from a
 * partner's link (/pricing?code=PARTNER20). A signed-in learner sees each yearly plan's price with
 * the code before leaving for checkout; the plan buttons then start checkout with it.
 */
export function usePricingPromoCode(initialCode: string | null, signedIn: boolean) {
  // Closed and empty on the first render, as the server renders /pricing (without its query): the link's code is filled in after hydration.
  const [code, setCode] = useState('');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [quotes, setQuotes] = useState<PromoCodeQuote[]>([]);
  const [busy, setBusy] = useState(false);

  const preview = async (typed: string) => {
    setProblem(undefined);
    setQuotes([]);
    if (typed.trim() === '') return;
    setBusy(true);
    const answers = await Promise.allSettled(PAID_PLANS.map((plan) => callEndpoint('GET /api/billing/promo-codes/:code/quote', { params: { code: typed.trim() }, query: { plan } })));
    setBusy(false);
    const found = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    setQuotes(found);
    const refused = answers.find((answer) => answer.status === 'rejected');
    if (found.length === 0 && refused) setProblem(errorMessage(refused.reason));
  };

  // A partner's link opens the field with its code, and previews it once the session is known.
  const filled = useRef(false);
  const previewed = useRef(false);
  useEffect(() => {
    if (!initialCode) return;
    if (!filled.current) {
      filled.current = true;
      setCode(initialCode);
      setOpen(true);
    }
    if (!signedIn || previewed.current) return;
    previewed.current = true;
    void preview(initialCode);
  }, [signedIn, initialCode]);

  return {
    /** The code a plan button sends, or undefined when none is typed. */
    code: code.trim() === '' ? undefined : code.trim(),
    state: { code, open, problem, quotes, busy, signedIn },
    actions: {
      setOpen,
      setCode: (value: string) => {
        setCode(value);
        setProblem(undefined);
        setQuotes([]);
      },
      preview,
      /** The server's refusal of the code at checkout, shown under the field. */
      refuse: (message: string) => {
        setOpen(true);
        setQuotes([]);
        setProblem(message);
      },
    },
  };
}

export type PricingPromoCodeModel = ReturnType<typeof usePricingPromoCode>;

export function PricingPromoCode({ model }: { model: PricingPromoCodeModel }) {
  const { state, actions } = model;
  const id = useId();
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const problemSeen = useRef<string | undefined>(undefined);
  useEffect(() => {
    // A code refused at checkout: take the learner to the message.
    if (state.problem && state.problem !== problemSeen.current && state.open) inputRef.current?.focus();
    problemSeen.current = state.problem;
  }, [state.problem, state.open]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void actions.preview(state.code);
  };

  // A <details>, so the code can be asked for and typed before the page's script has run (decision 0110).
  return (
    <details className="group mx-auto mt-10 max-w-xl text-center" open={state.open} onToggle={(event) => actions.setOpen(event.currentTarget.open)}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-1 font-semibold text-brand-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        <TicketPercent className="size-5" aria-hidden="true" />
        Have a promo code?
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="mt-3 rounded-xl border border-line bg-white p-5 text-left shadow-xs">
        <form onSubmit={apply} noValidate>
          <label htmlFor={id} className="text-sm font-medium text-ink">
            Promo code
          </label>
          <p id={hintId} className="mt-1 text-sm text-muted">
            For Pro Member and Elite Access. {state.signedIn ? 'Apply it to see your price, then choose your plan.' : 'Choose your plan and the code goes with you through sign-up.'}
          </p>
          <div className="mt-2 flex gap-2">
            <input
              ref={inputRef}
              id={id}
              className={cn(INPUT_CLASS, INVALID_INPUT_CLASS, 'uppercase')}
              value={state.code}
              onChange={(event) => actions.setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...fieldAria(id, state.problem, hintId)}
            />
            {state.signedIn && (
              <Button type="submit" variant="outline" className="h-11" disabled={state.busy || state.code.trim() === ''} aria-busy={state.busy}>
                Apply
              </Button>
            )}
          </div>
          <FieldError inputId={id} error={state.problem} />
        </form>
        {state.quotes.length > 0 && (
          <div role="status" className="mt-4 rounded-lg bg-brand-50 p-4 text-sm text-brand-800">
            <p className="font-semibold">
              {state.quotes[0]!.code}: {state.quotes[0]!.description}
            </p>
            <ul className="mt-1.5 space-y-1">
              {state.quotes.map((quote) => (
                <li key={quote.plan}>{quote.summary}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
