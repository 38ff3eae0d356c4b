import { useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { useSubmitSecondFactorCode } from './use-second-factor';

/**
 * The code step: six digits from the authenticator app, or one of the recovery codes. Used by
 * sign-in (after the password) and by set-up (the first code switches the second factor on).
 */
export function SecondFactorCodeForm({ headingId, onDone, allowRecovery = true }: { headingId: string; onDone?: () => void; allowRecovery?: boolean }) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = useSubmitSecondFactorCode();

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit.mutate(
      { code: code.trim(), recovery },
      {
        onSuccess: () => onDone?.(),
        onError: (error) => {
          const message = errorMessage(error);
          setProblem(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={send} aria-labelledby={headingId} className="space-y-4">
      <TextField
        label={recovery ? 'Recovery code' : 'Code from your authenticator app'}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        placeholder={recovery ? 'abcde-12345' : '123456'}
        value={code}
        error={problem}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(undefined);
        }}
      />
      <SubmitButton busy={submit.isPending} label="Verify" busyLabel="Verifying…" />
      {allowRecovery && (
        <button
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setProblem(undefined);
          }}
          className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {recovery ? 'Use the code from my app instead' : 'Lost your phone? Use a recovery code'}
        </button>
      )}
    </form>
  );
}
