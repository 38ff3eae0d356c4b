import { useEffect } from 'react';
import { MailCheck } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '@shared/api/accounts';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/endpoint-client';
import { toast } from '@web/lib/toast';

/**
 * The dashboard's word on the email address: until it is confirmed, why paying and certificates
 * wait and a 'Resend' button; once the link was followed (`?email=confirmed`), a toast.
 */
export function EmailConfirmationNotice({ user }: { user: SessionUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const landed = searchParams.get('email');
  const linkError = searchParams.get('error');
  useEffect(() => {
    if (landed !== 'confirmed') return;
    if (linkError) toast.error('That confirmation link has expired or is not valid. Send a new one below.', { id: 'email-confirmation' });
    else if (user.emailVerified) toast.success('Your email address is confirmed.', { id: 'email-confirmation' });
    setSearchParams({}, { replace: true });
  }, [landed, linkError, user.emailVerified, setSearchParams]);

  const resend = useMutation({
    mutationFn: () => callEndpoint('POST /api/account/verification-email'),
    onSuccess: () => toast.success(`We sent a new link to ${user.email}.`),
    onError: (error) => toast.error(error instanceof ApiRequestError ? error.message : 'The email could not be sent. Please try again.'),
  });

  if (user.emailVerified) return null;
  return (
    <section aria-labelledby="confirm-email-heading" className="mb-8 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center">
      <MailCheck className="size-6 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="confirm-email-heading" className="font-semibold text-ink">
          Please confirm your email address
        </h2>
        <p className="mt-1 text-sm text-ink">
          We sent a link to <span className="font-medium break-all">{user.email}</span>. You can take the free courses now; buying a plan and receiving
          certificates open once you follow the link.
        </p>
      </div>
      <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending…' : 'Resend the link'}
      </Button>
    </section>
  );
}
