import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { OpenBadgeCheck } from '@shared/api/open-badges';
import { OPEN_BADGE_STATUS_TITLES } from '@shared/open-badges';
import { fieldAria, FieldError } from '@web/components/field-error';
import { INPUT_CLASS, SubmitButton } from '@web/components/form-fields';
import { formatCertificateDate } from '@web/features/certificate';
import { Detail, VerificationCard } from '@web/features/certifications';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';

/** Largest file worth reading: a credential we issue is a few kilobytes. */
const MAX_FILE_BYTES = 64 * 1024;

/**
 * Checks a digital badge (an Open Badges 3.0 credential) pasted or chosen as a file: the server
 * checks our signature over every character and our record of the certificate.
 */
export function OpenBadgeCheckForm() {
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<OpenBadgeCheck | undefined>();

  const check = async (credential: string) => {
    setBusy(true);
    setProblem(undefined);
    setResult(undefined);
    try {
      setResult(await callEndpoint('POST /api/verify/open-badge', { body: { credential } }));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem('Paste a credential or choose its file.');
      return;
    }
    void check(text);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem('That file is too large to be a credential: choose the .jwt file you downloaded from your certificate.');
      return;
    }
    const contents = await file.text();
    setText(contents);
    void check(contents);
  };

  return (
    <section aria-labelledby="check-badge-heading" className="space-y-6 rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <div>
        <h2 id="check-badge-heading" className="text-lg font-semibold">
          Check a digital badge
        </h2>
        <p id={hintId} className="mt-1 text-sm text-muted">
          Every certificate can be downloaded as a signed Open Badges 3.0 credential (a .jwt file). Paste its contents or choose the file: we check the
          signature and our records.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-3">
        <label htmlFor={fieldId} className="text-sm font-medium">
          Credential
        </label>
        <textarea
          id={fieldId}
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          spellCheck={false}
          autoComplete="off"
          placeholder="eyJhbGciOiJFZERTQSIs..."
          {...fieldAria(fieldId, problem, hintId)}
          className={`${INPUT_CLASS} h-auto py-2 font-mono text-xs break-all`}
        />
        <FieldError inputId={fieldId} error={problem} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy} label="Check badge" busyLabel="Checking..." className="sm:w-auto" />
          <label className="cursor-pointer rounded-lg text-sm font-semibold text-brand-800 underline underline-offset-2 focus-within:outline-2 focus-within:outline-brand-600">
            Or choose the file
            <input type="file" accept=".jwt,application/jwt,text/plain" className="sr-only" onChange={(event) => void chooseFile(event)} />
          </label>
        </div>
      </form>
      {result && <OpenBadgeResult result={result} />}
    </section>
  );
}

function OpenBadgeResult({ result }: { result: OpenBadgeCheck }) {
  const { details } = result;
  return (
    <div role="status">
      <VerificationCard current={result.status === 'valid'} title={OPEN_BADGE_STATUS_TITLES[result.status]} text={result.message}>
        {details && (
          <>
            <Detail label="Awarded to">
              <span className="text-lg font-semibold text-ink">{details.learnerName || 'Student'}</span>
            </Detail>
            <Detail label="For">
              <span className="text-lg font-semibold text-ink">{details.achievement}</span>
            </Detail>
            <Detail label="Issued on">
              <span className="font-medium text-ink">{formatCertificateDate(details.validFrom)}</span>
            </Detail>
            {details.validUntil && (
              <Detail label="Valid until">
                <span className="font-medium text-ink">{formatCertificateDate(details.validUntil)}</span>
              </Detail>
            )}
            <Detail label="Certificate ID">
              <span className="font-mono font-medium text-ink">{details.certificateId}</span>
            </Detail>
          </>
        )}
      </VerificationCard>
    </div>
  );
}
