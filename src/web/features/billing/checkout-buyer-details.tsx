import { useId } from 'react';
import { INPUT_CLASS } from '@web/components/form-fields';
import { fieldAria, FieldError, INVALID_INPUT_CLASS } from '@web/components/field-error';
import { cn } from '@web/lib/cn';

export interface BuyerDetails {
  companyName: string;
  taxId: string;
}

export type BuyerDetailsProblems = Partial<Record<keyof BuyerDetails, string>>;

/**
 * The local checkout's optional invoice details (issue 33): a company name and tax ID printed on
 * the invoice. They are sent with Pay; the server checks them and names the field it refuses.
 */
export function CheckoutBuyerDetails({
  value,
  onChange,
  problems,
  disabled,
}: {
  value: BuyerDetails;
  onChange: (value: BuyerDetails) => void;
  problems: BuyerDetailsProblems;
  disabled: boolean;
}) {
  const companyId = useId();
  const taxId = useId();
  return (
    <fieldset className="mt-6" disabled={disabled}>
      <legend className="text-sm font-medium text-ink">Invoice details (optional)</legend>
      <p className="mt-1 text-sm text-muted">For a business purchase: printed on your invoice.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={companyId} className="text-sm font-medium text-ink">
            Company name
          </label>
          <input
            id={companyId}
            className={cn(INPUT_CLASS, INVALID_INPUT_CLASS, 'mt-1.5')}
            value={value.companyName}
            onChange={(event) => onChange({ ...value, companyName: event.target.value })}
            autoComplete="organization"
            maxLength={200}
            {...fieldAria(companyId, problems.companyName)}
          />
          <FieldError inputId={companyId} error={problems.companyName} />
        </div>
        <div>
          <label htmlFor={taxId} className="text-sm font-medium text-ink">
            Tax ID
          </label>
          <input
            id={taxId}
            className={cn(INPUT_CLASS, INVALID_INPUT_CLASS, 'mt-1.5')}
            value={value.taxId}
            onChange={(event) => onChange({ ...value, taxId: event.target.value })}
            autoComplete="off"
            maxLength={50}
            {...fieldAria(taxId, problems.taxId)}
          />
          <FieldError inputId={taxId} error={problems.taxId} />
        </div>
      </div>
    </fieldset>
  );
}
