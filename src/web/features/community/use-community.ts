import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueryKey } from '@web/lib/use-session';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';

/**
 * Runs one community write, then refreshes every community read of this member (lists, threads,
 * a lesson's discussion, the admin's queues): a post touches several of them at once.
 */
const COMMUNITY_READ = /\/community\/|\/discussion$/;

export function useCommunityWrite(userId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: userQueryKey(userId), predicate: ({ queryKey }) => typeof queryKey[2] === 'string' && COMMUNITY_READ.test(queryKey[2]) });
  async function run<T>(key: string, write: () => Promise<T>, success?: string): Promise<T | undefined> {
    setBusy(key);
    try {
      const result = await write();
      if (success) toast.success(success);
      return result;
    } catch (failure) {
      toast.error(errorMessage(failure));
      return undefined;
    } finally {
      await refresh();
      setBusy(null);
    }
  }
  return { busy, run, refresh };
}
