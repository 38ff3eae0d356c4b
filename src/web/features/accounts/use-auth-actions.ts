import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { SignInFields, SignUpFields } from '@shared/credential-rules';
import { announceAuthChange, refreshSession } from '@web/lib/use-session';

function postJson<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body: JSON.stringify(body) });
}

/** Signs in with email and password; on success the session is reloaded and other tabs are told. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SignInFields) => postJson<unknown>('/api/auth/sign-in/email', fields),
    onSuccess: async () => {
      await refreshSession(queryClient);
      announceAuthChange('signed-in');
    },
  });
}

/** Creates an account, which also signs the person in. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SignUpFields) => postJson<unknown>('/api/auth/sign-up/email', fields),
    onSuccess: async () => {
      await refreshSession(queryClient);
      announceAuthChange('signed-in');
    },
  });
}

/** Emails a reset link if the account exists; the answer is the same either way. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => postJson<unknown>('/api/auth/request-password-reset', { email }),
  });
}

/** Sets a new password with the token from the emailed link; the server ends every session of the account. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { newPassword: string; token: string }) => postJson<unknown>('/api/auth/reset-password', input),
    onSuccess: async () => {
      await refreshSession(queryClient);
      announceAuthChange('signed-out');
    },
  });
}
