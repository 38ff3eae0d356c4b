import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPromoCode } from '@shared/api/promo-codes';
import { FormField, FormSection } from '@web/components/admin/form-section';
import { INPUT_CLASS } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

/**
 * Changes to a code once made (decision 0109): its expiry, its maximum redemptions and whether
 * it is active. The discount, plans and duration stay as sold; the server checks the rest.
 */
export function PromoCodeEditor({ adminId, code, onDone }: { adminId: string; code: AdminPromoCode; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [expiresOn, setExpiresOn] = useState(code.expiresAt ? code.expiresAt.slice(0, 10) : '');
  const [maxRedemptions, setMaxRedemptions] = useState(code.maxRedemptions === null ? '' : String(code.maxRedemptions));
  const [active, setActive] = useState(code.active);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLFormElement>(null);

  useEffect(() => {
    heading.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [code.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    // The same day as before keeps the stored instant; a new day works through its end, in UTC.
    const sameDay = code.expiresAt !== null && code.expiresAt.slice(0, 10) === expiresOn;
    try {
      await callEndpoint('PATCH /api/admin/promo-codes/:id', {
        params: { id: code.id },
        body: {
          expiresAt: sameDay ? code.expiresAt : expiresOn ? `${expiresOn}T23:59:59Z` : null,
          maxRedemptions: maxRedemptions ? Number(maxRedemptions) : null,
          active,
        },
      });
      toast.success(`Code ${code.code} saved`);
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/promo-codes') });
      onDone();
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={heading} onSubmit={(event) => void submit(event)} noValidate>
      <FormSection
        title={`Change ${code.code}`}
        description={`${code.description}. The discount, plans and duration stay as they are; used ${code.redeemedCount} times so far.`}
        footer={
          <>
            <Button type="submit" disabled={saving} aria-busy={saving}>
              {saving ? 'Saving…' : 'Save Changes'}
            </Button>
            <Button variant="outline" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
            {problem && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {problem}
              </p>
            )}
          </>
        }
      >
        <FormField label="Expires after" hint="Optional. The code works through the end of this day (UTC).">
          {(field) => <input {...field} type="date" className={INPUT_CLASS} value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />}
        </FormField>
        <FormField label="Maximum redemptions" hint={`Optional. At least ${Math.max(code.redeemedCount, 1)}; leave empty for no limit.`}>
          {(field) => <input {...field} type="number" min={Math.max(code.redeemedCount, 1)} step={1} className={INPUT_CLASS} value={maxRedemptions} onChange={(event) => setMaxRedemptions(event.target.value)} />}
        </FormField>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
          Active (buyers can use the code)
        </label>
      </FormSection>
    </form>
  );
}
