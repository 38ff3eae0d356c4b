import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CertificationTrackId } from '@shared/certification-tracks';
import { COUNTS_LABEL } from '@shared/continuing-education';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey, memberQueryOptions, useUserId } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';
import { formatLongDate } from './track-status';

/**
 * Progress towards renewing a credential that lapses (the Elite tier): the continuing education
 * done this credential year against what the admin asks, and 'Renew' once it is met.
 */
export function CredentialRenewal({ trackId }: { trackId: CertificationTrackId }) {
  const userId = useUserId();
  const options = memberQueryOptions(userId, 'GET /api/certifications/:trackId/renewal', { params: { trackId } });
  const renewal = useQuery({ ...options, staleTime: 0 });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const state = renewal.data?.renewal;
  if (!state) return null;

  const renew = async () => {
    setBusy(true);
    try {
      const renewed = await callEndpoint('POST /api/certifications/:trackId/renewal', { params: { trackId }, body: { expiresAt: state.credential.expiresAt! } });
      queryClient.setQueryData(options.queryKey, renewed);
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(userId, 'GET /api/certifications') });
      toast.success(`Renewed: your credential is now valid until ${formatLongDate(renewed.renewal.credential.expiresAt!)}.`);
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const percent = Math.min(100, Math.round((state.counted / state.required) * 100));
  return (
    <div className="mt-3 border-t border-brand-200 pt-3">
      <p className="font-semibold text-brand-900">Renewal</p>
      <p className="mt-1 text-brand-800">
        {state.counted} of {state.required} {COUNTS_LABEL[state.counts]} since {formatLongDate(state.yearStart)}
        {state.counts === 'both' && ` (${state.lessons} lessons, ${state.workshops} workshops)`}.
      </p>
      <div className="mt-2 h-2 w-full overflow-hidden rounded-full bg-white" role="progressbar" aria-label="Continuing education towards renewal" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      {state.mayRenew ? (
        <Button size="sm" className="mt-3" disabled={busy} aria-busy={busy} onClick={() => void renew()}>
          {busy ? 'Renewing…' : `Renew until ${formatLongDate(nextExpiry(state.credential.expiresAt!))}`}
        </Button>
      ) : (
        !state.credential.current && <p className="mt-2 font-medium text-red-700">This credential has expired. Take the assessment again to earn it anew.</p>
      )}
    </div>
  );
}

function nextExpiry(expiresAt: string): string {
  const next = new Date(expiresAt);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next.toISOString();
}
