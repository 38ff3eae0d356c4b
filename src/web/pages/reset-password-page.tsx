import { useState, type FormEvent } from 'react';
import { KeyRound, LinkIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { pageMeta } from '@shared/page-manifest';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FORGOT_PASSWORD_PATH } from '@web/features/accounts/auth-paths';
import { newPasswordFieldProblems, newPasswordProblem } from '@shared/credential-rules';
import { useFieldErrors } from '@web/components/field-error';
import { errorMessage } from '@web/lib/error-message';
import { PasswordField, SubmitButton } from '@web/components/form-fields';
import { useResetPassword } from '@web/features/accounts/use-auth-actions';
import { ApiRequestError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/use-page-meta';

export const PASSWORD_UPDATED = 'Password updated. Sign in with your new password.';

export function ResetPasswordPage() {
  usePageMeta(pageMeta('/reset-password'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto w-full max-w-lg px-4 py-12 sm:px-6 sm:py-20">
        <Card className="p-6 sm:p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Choose a New Password</h1>
          {token ? <NewPasswordForm token={token} /> : <BrokenLink message="This reset link is missing its code, so we can't tell which account it is for." />}
        </Card>
      </div>
    </section>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const fieldErrors = useFieldErrors<'newPassword' | 'confirmPassword'>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      toast.error(problem);
      fieldErrors.show(newPasswordFieldProblems(password, confirmation));
      return;
    }
    resetPassword.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          toast.success(PASSWORD_UPDATED);
          void navigate('/auth', { replace: true });
        },
        onError: (error) => {
          // Apart from the password's length, a 400 here means the link itself is bad, used or expired.
          if (error instanceof ApiRequestError && error.status === 400 && error.field !== 'newPassword' && !error.code.startsWith('PASSWORD_')) {
            setLinkProblem(error.message);
            return;
          }
          toast.error(errorMessage(error));
          fieldErrors.showApiError(error, ['newPassword']);
        },
      },
    );
  };

  if (linkProblem) return <BrokenLink message={linkProblem} />;

  return (
    <form {...fieldErrors.formProps} noValidate onSubmit={submit} className="mt-6 space-y-5" aria-label="Choose a new password">
      <p className="text-muted">Pick a password you don't use anywhere else. Once it is saved, every device signed in to your account is signed out.</p>
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={password}
        error={fieldErrors.errorOf('newPassword')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmation}
        error={fieldErrors.errorOf('confirmPassword')}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <SubmitButton busy={resetPassword.isPending} label="Update Password" busyLabel="Updating…" />
    </form>
  );
}

function BrokenLink({ message }: { message: string }) {
  return (
    <div className="mt-6 space-y-5">
      <p role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <LinkIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </p>
      <p className="text-muted">Reset links work once and expire after a while. Ask for a new one and use the most recent email.</p>
      <ButtonLink to={FORGOT_PASSWORD_PATH} size="lg" className="w-full">
        Request a New Link
      </ButtonLink>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/auth" className="rounded font-medium text-brand-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
