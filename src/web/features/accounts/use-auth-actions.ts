import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { SignInFields, SignUpFields } from '@shared/credential-rules';
import { isPlan, type Plan } from '@shared/plans';
import { track } from '@web/lib/analytics';
import { announceAuthChange } from '@web/lib/use-session';
import { refreshSession } from '@web/lib/require-user';
import { callEndpoint } from '@web/lib/endpoint-client';
import { browserTimeZone } from '@web/features/learning-emails';

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

/** The plan the visitor came to sign up for (/auth?plan=), for sign_up_initiated. */
function chosenPlan(): Plan | undefined {
  const plan = new URLSearchParams(window.location.search).get('plan');
  return isPlan(plan) ? plan : undefined;
}

/** Creates an account, which also signs the person in (spec §7: sign_up_initiated and email_captured here; the server records sign_up_completed). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SignUpFields) => postJson<unknown>('/api/auth/sign-up/email', fields),
    onMutate: () => {
      const plan = chosenPlan();
      track('sign_up_initiated', plan ? { plan } : {});
    },
    onSuccess: async () => {
      track('email_captured', { source: 'sign_up' });
      // The learning emails' quiet hours follow this browser's zone; a zone the server does not know leaves the school's.
      callEndpoint('PATCH /api/me/email-preferences', { body: { timeZone: browserTimeZone() } }).catch(() => undefined);
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

/** Changes the signed-in person's password; the server signs out every other session and renews this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => postJson<unknown>('/api/auth/change-password', input),
  });
}
