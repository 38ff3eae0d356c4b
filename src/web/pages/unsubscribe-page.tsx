import { useMutation, useQuery } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { LEARNING_EMAIL_LABELS } from '@shared/learning-emails';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { callEndpoint, endpointQueryOptions } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { usePageMeta } from '@web/lib/use-page-meta';

/**
 * Where an email's unsubscribe link lands. Opening it changes nothing (mail scanners open links);
 * the button posts to the same address a mail provider's one-click unsubscribe does. No sign-in needed.
 */
export function UnsubscribePage() {
  usePageMeta(pageMeta('/unsubscribe'));
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useQuery({ ...endpointQueryOptions('GET /api/unsubscribe', { query: { token } }), enabled: token !== '', retry: false });
  const confirm = useMutation({ mutationFn: () => callEndpoint('POST /unsubscribe', { query: { token }, body: {} }) });
  const state = confirm.data ?? link.data;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      {!token || link.isError ? (
        <Card className="p-6 text-center sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">This unsubscribe link does not work</h1>
          <p role="alert" className="mt-3 text-pretty text-muted">
            {token ? errorMessage(link.error) : 'The link is missing its code. Open the link from the email again, or sign in and change your email settings on your profile.'}
          </p>
          <ButtonLink to="/profile" variant="outline" size="lg" className="mt-6">
            Email settings
          </ButtonLink>
        </Card>
      ) : !state ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : (
        <Card className="p-6 text-center sm:p-8">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            {state.subscribed ? <MailX className="size-6" aria-hidden="true" /> : <MailCheck className="size-6" aria-hidden="true" />}
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            {state.subscribed ? `Unsubscribe from “${LEARNING_EMAIL_LABELS[state.kind].title}”?` : 'You are unsubscribed'}
          </h1>
          <p className="mt-3 text-pretty text-muted">
            {state.subscribed
              ? `We will stop sending these emails to ${state.maskedEmail}. ${LEARNING_EMAIL_LABELS[state.kind].description}`
              : `${state.maskedEmail} gets no more “${LEARNING_EMAIL_LABELS[state.kind].title}” emails. You can turn them back on from your profile.`}
          </p>
          <p className="mt-3 text-sm text-muted">Receipts, password resets and booking confirmations still arrive: they are about your account.</p>
          {confirm.isError && (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {errorMessage(confirm.error)}
            </p>
          )}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {state.subscribed && (
              <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
                {confirm.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
              </Button>
            )}
            <ButtonLink to="/profile" variant="outline" size="lg">
              Email settings
            </ButtonLink>
          </div>
        </Card>
      )}
    </div>
  );
}
