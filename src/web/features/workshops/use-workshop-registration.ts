import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';

/** Register for a workshop or cancel the registration, then refresh every workshop view of this member. */
export function useWorkshopRegistration(userId: string) {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const change = async (id: string, action: 'register' | 'cancel') => {
    setBusyId(id);
    try {
      if (action === 'register') await callEndpoint('POST /api/workshops/:id/registration', { params: { id } });
      else await callEndpoint('POST /api/workshops/:id/registration/cancellation', { params: { id } });
      toast.success(action === 'register' ? "You're registered. The calendar invitation is in your email." : 'Registration cancelled. Your seat is free for another member.');
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberQueryKey(userId, 'GET /api/workshops') }),
        queryClient.invalidateQueries({ queryKey: memberQueryKey(userId, 'GET /api/workshops/:id', { params: { id } }) }),
      ]);
      setBusyId(null);
    }
  };
  return { busyId, register: (id: string) => change(id, 'register'), cancel: (id: string) => change(id, 'cancel') };
}
