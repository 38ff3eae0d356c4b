import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAID_PLANS, type PaidPlan } from '@shared/billing';
import { PLAN_OFFERS } from '@shared/plans';
import type { CreatePromoCodeBody } from '@shared/api/promo-codes';
import { FormField, FormSection } from '@web/components/admin/form-section';
import { INPUT_CLASS } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

type Kind = CreatePromoCodeBody['discountKind'];
type Duration = CreatePromoCodeBody['duration'];

const CHOICE_CLASS = 'flex items-center gap-2 text-sm';

/** /admin/promo-codes' form: a new code and its terms; the server checks them and answers what is wrong. */
export function PromoCodeForm({ adminId }: { adminId: string }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [amount, setAmount] = useState('');
  const [plans, setPlans] = useState<PaidPlan[]>(['pro', 'elite']);
  const [duration, setDuration] = useState<Duration>('once');
  const [expiresOn, setExpiresOn] = useState('');
  const [maxRedemptions, setMaxRedemptions] = useState('');
  const [onePerCustomer, setOnePerCustomer] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    const value = Number(amount);
    try {
      await callEndpoint('POST /api/admin/promo-codes', {
        body: {
          code,
          discountKind: kind,
          percentOff: kind === 'percent' && amount ? value : null,
          amountOffCents: kind === 'amount' && amount ? Math.round(value * 100) : null,
          plans,
          duration,
          // The code works through the whole expiry day, in UTC.
          expiresAt: expiresOn ? `${expiresOn}T23:59:59Z` : null,
          maxRedemptions: maxRedemptions ? Number(maxRedemptions) : null,
          onePerCustomer,
        },
      });
      toast.success(`Code ${code.trim().toUpperCase()} created`);
      setCode('');
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/promo-codes') });
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const togglePlan = (plan: PaidPlan, on: boolean) => setPlans((current) => (on ? [...current, plan] : current.filter((held) => held !== plan)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormSection
        title="New code"
        description="Buyers enter the code at checkout. Its discount, plans and duration cannot be changed once made; its expiry, maximum and state can."
        footer={
          <>
            <Button type="submit" disabled={saving} aria-busy={saving}>
              {saving ? 'Creating…' : 'Create Code'}
            </Button>
            {problem && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {problem}
              </p>
            )}
          </>
        }
      >
        <FormField label="Code" hint="3 to 40 letters, digits, dashes or underscores; buyers may type it in any case.">
          {(field) => <input {...field} className={INPUT_CLASS} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" required />}
        </FormField>
        <fieldset>
          <legend className="text-sm font-medium text-ink">Discount</legend>
          <div className="mt-1.5 flex gap-2">
            <select aria-label="Discount type" className={`${INPUT_CLASS} w-40`} value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off ($)</option>
            </select>
            <input
              aria-label={kind === 'percent' ? 'Percent off' : 'Amount off in dollars'}
              type="number"
              min={kind === 'percent' ? 1 : 0.01}
              max={kind === 'percent' ? 100 : undefined}
              step={kind === 'percent' ? 1 : 0.01}
              className={INPUT_CLASS}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-ink">Applies to</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {PAID_PLANS.map((plan) => (
              <label key={plan} className={CHOICE_CLASS}>
                <input type="checkbox" checked={plans.includes(plan)} onChange={(event) => togglePlan(plan, event.target.checked)} />
                {PLAN_OFFERS[plan].name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-ink">Lasts</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <label className={CHOICE_CLASS}>
              <input type="radio" name="duration" checked={duration === 'once'} onChange={() => setDuration('once')} />
              First year only
            </label>
            <label className={CHOICE_CLASS}>
              <input type="radio" name="duration" checked={duration === 'forever'} onChange={() => setDuration('forever')} />
              Every year
            </label>
          </div>
        </fieldset>
        <FormField label="Expires after" hint="Optional. The code works through the end of this day (UTC).">
          {(field) => <input {...field} type="date" className={INPUT_CLASS} value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />}
        </FormField>
        <FormField label="Maximum redemptions" hint="Optional. Leave empty for no limit.">
          {(field) => <input {...field} type="number" min={1} step={1} className={INPUT_CLASS} value={maxRedemptions} onChange={(event) => setMaxRedemptions(event.target.value)} />}
        </FormField>
        <label className={`${CHOICE_CLASS} sm:col-span-2`}>
          <input type="checkbox" checked={onePerCustomer} onChange={(event) => setOnePerCustomer(event.target.checked)} />
          One per customer
        </label>
      </FormSection>
    </form>
  );
}
