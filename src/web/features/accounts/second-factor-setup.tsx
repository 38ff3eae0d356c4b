import { useState, type FormEvent } from 'react';
import { Download, KeyRound, ShieldCheck, Smartphone } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PasswordField, SubmitButton } from '@web/components/form-fields';
import { Card } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { setupKeyOf, useStartSecondFactorSetup, type SecondFactorSetup } from './use-second-factor';

/**
 * An admin's set-up of sign-in codes: the password, then the key for the authenticator app and the
 * recovery codes (shown this once), then the first code, which switches it on.
 */
export function SecondFactorSetupSteps() {
  const [setup, setSetup] = useState<SecondFactorSetup>();
  const navigate = useNavigate();
  if (!setup) return <PasswordStep onStarted={setSetup} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Smartphone className="size-5 text-brand-700" aria-hidden="true" />
          1. Add the site to your authenticator app
        </h2>
        <p className="mt-2 text-sm text-muted">
          In Google Authenticator, Microsoft Authenticator, 1Password or a similar app, add an account by entering this key. On this phone, you can{' '}
          <a href={setup.totpURI} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            open it in the app
          </a>{' '}
          instead.
        </p>
        <p className="mt-4 text-sm font-medium">Setup key</p>
        <p className="mt-1 rounded-lg border border-line bg-surface px-3 py-2 font-mono text-base break-all" data-testid="setup-key">
          {setupKeyOf(setup.totpURI)}
        </p>
      </Card>
      <RecoveryCodes codes={setup.backupCodes} />
      <Card className="p-6 lg:col-span-2">
        <h2 id="first-code-heading" className="text-lg font-semibold">
          3. Enter the code the app shows
        </h2>
        <div className="mt-3 max-w-md">
          <SecondFactorCodeForm
            headingId="first-code-heading"
            allowRecovery={false}
            onDone={() => {
              toast.success('Sign-in codes are on. You will enter one each time you sign in.');
              void navigate('/admin', { replace: true });
            }}
          />
        </div>
      </Card>
    </div>
  );
}

function PasswordStep({ onStarted }: { onStarted: (setup: SecondFactorSetup) => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const start = useStartSecondFactorSetup();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start.mutate(password, {
      onSuccess: onStarted,
      onError: (error) => {
        const message = errorMessage(error);
        setProblem(message);
        toast.error(message);
      },
    });
  };
  return (
    <Card className="max-w-lg p-6">
      <form noValidate onSubmit={submit} aria-labelledby="confirm-password-heading" className="space-y-4">
        <h2 id="confirm-password-heading" className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound className="size-5 text-brand-700" aria-hidden="true" />
          Confirm it is you
        </h2>
        <p className="text-sm text-muted">Enter your password to start. You need your phone with an authenticator app for the next step.</p>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={problem}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(undefined);
          }}
        />
        <SubmitButton busy={start.isPending} label="Continue" busyLabel="Checking…" />
      </form>
    </Card>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const download = () => {
    const text = `AI Action Academy recovery codes\nEach works once, when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'ai-action-academy-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
        2. Save your recovery codes
      </h2>
      <p className="mt-2 text-sm text-muted">
        If you lose your phone, each of these codes signs you in once. They are shown only now: download or print them and keep them somewhere safe.
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="rounded-lg border border-line bg-surface px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={download}
        className="mt-4 inline-flex items-center gap-2 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <Download className="size-4" aria-hidden="true" />
        Download the codes
      </button>
    </Card>
  );
}
