import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import type { SessionResponse } from '@shared/api/accounts';
import { DialogCloseButton, ModalDialog } from '@web/components/modal-dialog';
import { PasswordField } from '@web/components/form-fields';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { announceAuthChange, sessionQueryKey } from '@web/lib/use-session';

/**
 * /profile: the learner's data as one JSON file, and the deletion of their account after they
 * enter their password again (issue 31, decision 0103). What is kept, and why, is on /privacy.
 */
export function AccountDataCard({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="your-data-heading">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <h2 id="your-data-heading" className="text-xl font-semibold">
            Your data
          </h2>
        </div>
        <p className="mt-4 text-muted">
          Download everything we keep about you as one JSON file: your profile, enrollments, progress, quiz and assessment attempts, certificates, orders and
          messages.
        </p>
        {/* A plain link: the server answers with the file (Content-Disposition), for this account only. */}
        <a href="/api/account/data" download className={buttonClasses('outline', 'md', 'mt-5')}>
          <Download className="size-4" aria-hidden="true" />
          Download my data
        </a>
        <div className="mt-8 border-t border-line pt-6">
          <h3 className="text-lg font-semibold">Delete your account</h3>
          <p className="mt-2 text-muted">
            Your profile, progress, certificates, messages and files are deleted at once and cannot be recovered. A subscription ends without a refund, and if you
            own a team, its members lose their seats. We keep your orders for our accounting records, without your name or email.{' '}
            <a href="/privacy#deleting-your-account" className="rounded font-medium text-brand-700 underline underline-offset-4">
              What we keep and why
            </a>
          </p>
          <Button variant="destructive" className="mt-5" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete My Account
          </Button>
        </div>
      </section>
      <DeleteAccountDialog open={confirming} email={email} onClose={() => setConfirming(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const bodyId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: (entered: string) => callEndpoint('POST /api/account/delete', { body: { password: entered } }),
    onSuccess: () => {
      // Off the members-only page first, then signed out: /profile never bounces to /auth on the way.
      flushSync(() => void navigate('/'));
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      announceAuthChange('signed-out');
      toast.success('Your account is deleted.', { description: 'Thank you for learning with us.' });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const close = () => {
    setPassword('');
    setProblem(undefined);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setProblem('Enter your password to delete your account');
      return;
    }
    setProblem(undefined);
    remove.mutate(password);
  };

  return (
    <ModalDialog open={open} onClose={close} role="alertdialog" describedBy={bodyId} className="max-w-md">
      {({ titleId, close: dismiss }) => (
        <form className="p-6" noValidate onSubmit={submit}>
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-bold tracking-tight">
              Delete your account?
            </h2>
            <DialogCloseButton label="Keep my account" onClick={dismiss} />
          </div>
          <p id={bodyId} className="mt-2 text-sm text-pretty text-muted">
            This cannot be undone. Enter your password to confirm that you want to delete the account of {email}.
          </p>
          {/* Lets a password manager offer this account's password. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            className="mt-5"
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={problem}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={dismiss}>
              Keep My Account
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending} aria-busy={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete Permanently'}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
