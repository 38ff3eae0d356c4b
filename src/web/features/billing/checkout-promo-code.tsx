import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LocalCheckoutResponse } from '@shared/api/billing';
import { INPUT_CLASS } from '@web/components/form-fields';
import { fieldAria, FieldError, INVALID_INPUT_CLASS } from '@web/components/field-error';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { cn } from '@web/lib/cn';
import { localCheckoutQuery } from './use-billing';

/** The local checkout's 'Promo code' field: the server checks the code and answers the new amount, shown before Pay. */
export function CheckoutPromoCode({ checkoutId, userId, disabled }: { checkoutId: string; userId: string | undefined; disabled: boolean }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const answer: LocalCheckoutResponse = await callEndpoint('POST /api/billing/local/checkouts/:id/promo-code', { params: { id: checkoutId }, body: { code } });
      queryClient.setQueryData(localCheckoutQuery(userId, checkoutId).queryKey, answer);
      setCode('');
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-6" onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Promo code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          className={cn(INPUT_CLASS, INVALID_INPUT_CLASS)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          {...fieldAria(id, problem)}
        />
        <Button type="submit" variant="outline" disabled={busy || disabled || code.trim() === ''} aria-busy={busy}>
          Apply
        </Button>
      </div>
      <FieldError inputId={id} error={problem} />
    </form>
  );
}
