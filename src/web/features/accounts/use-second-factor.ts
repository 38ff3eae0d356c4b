import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { announceAuthChange } from '@web/lib/use-session';
import { refreshSession } from '@web/lib/require-user';

/** What set-up answers once: the authenticator's address (otpauth://…) and the recovery codes. */
export interface SecondFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** Starts set-up with the account's password; nothing is switched on until a code is confirmed. */
export function useStartSecondFactorSetup() {
  return useMutation({ mutationFn: (password: string) => post<SecondFactorSetup>('/api/auth/two-factor/enable', { password }) });
}

/**
 * Sends a code from the authenticator app (or a recovery code): confirms set-up for a signed-in
 * admin, or finishes a sign-in that asked for it. The session is reloaded either way.
 */
export function useSubmitSecondFactorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, recovery }: { code: string; recovery?: boolean }) =>
      post<unknown>(recovery ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', { code }),
    onSuccess: async () => {
      await refreshSession(queryClient);
      announceAuthChange('signed-in');
    },
  });
}

/** The secret of an otpauth:// address, in groups of four to type into an app that cannot scan. */
export function setupKeyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
