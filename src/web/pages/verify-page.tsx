import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { SITE_NAME } from '@shared/brand';
import { isCertificateId } from '@shared/certificate-id';
import { pageMeta } from '@shared/page-manifest';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCertificateDate, verifyPath } from '@web/features/certificate/certificate-format';
import { useVerifiedCertificate, type CertificateDetails } from '@web/features/certificate/use-certificate';
import { CredentialDocument } from '@web/features/certifications/credential-document';
import { CredentialSummary, Detail, revocationText, VerificationCard } from '@web/features/certifications/credential-summary';
import { useVerifiedCredential } from '@web/features/certifications/use-certifications';
import { OpenBadgeCheckForm } from '@web/features/open-badges';
import { ApiRequestError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';

const EXAMPLE_ID = 'CERT-2026-7QX4HM';

export function VerifyPage() {
  const { certificateId = '' } = useParams();
  usePageMeta(pageMeta('/verify/:certificateId'));
  const verification = useVerifiedCertificate(certificateId);
  // Certificates and certifications' credentials share the ID format: an ID no certificate has may be a credential's.
  const noCertificate = verification.error instanceof ApiRequestError && verification.error.status < 500;
  const credential = useVerifiedCredential(certificateId, noCertificate);
  const notFound = noCertificate && credential.error instanceof ApiRequestError && credential.error.status < 500;
  const failed = (verification.isError && !noCertificate) || (credential.isError && !notFound);

  return (
    <>
      <PageHeader
        eyebrow="Certificate check"
        title="Verify a Certificate"
        lead="Every Certificate of Completion and every certification carries a unique ID. Confirm who earned it, for what and when."
      />
      <Container width="narrow" className="space-y-8 py-12 sm:py-16">
        {verification.data ? (
          <Verified certificate={verification.data} />
        ) : credential.data ? (
          <CredentialSummary credential={credential.data} />
        ) : notFound ? (
          <NotFound certificateId={certificateId} />
        ) : failed ? (
          <ErrorPanel title="We couldn't check this certificate right now" onRetry={() => void (noCertificate ? credential.refetch() : verification.refetch())}>
            Our server did not answer. Check your connection and try again in a moment.
          </ErrorPanel>
        ) : (
          <Card className="space-y-4 p-8" role="status" aria-label="Checking the certificate">
            <Skeleton className="h-8 w-64 max-w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-3/4" />
          </Card>
        )}
        {!credential.data && <CheckAnotherForm key={certificateId} />}
        {!credential.data && <OpenBadgeCheckForm />}
      </Container>
      {credential.data && (
        <Container className="space-y-8 pb-12 sm:pb-16">
          <CredentialDocument credential={credential.data} />
          <div className="mx-auto max-w-3xl print:hidden">
            <CheckAnotherForm key={certificateId} />
            <div className="mt-8">
              <OpenBadgeCheckForm />
            </div>
          </div>
        </Container>
      )}
    </>
  );
}

function Verified({ certificate }: { certificate: CertificateDetails }) {
  const replaced = certificate.replacedBy;
  return (
    <VerificationCard
      current={!replaced && !certificate.revocation}
      title={certificate.revocation ? 'Certificate revoked' : replaced ? 'Certificate replaced' : 'Certificate verified'}
      text={
        certificate.revocation
          ? revocationText(certificate.revocation)
          : replaced
            ? `${SITE_NAME} issued this certificate, then reissued it with a corrected name as ${replaced.certificateId} on ${formatCertificateDate(replaced.replacedAt)}.`
            : `This is a genuine certificate issued by ${SITE_NAME}.`
      }
    >
      <Detail label="Awarded to">
        <span className="text-lg font-semibold text-ink">{certificate.learnerName.trim() || 'Student'}</span>
      </Detail>
      <Detail label="Course">
        <Link to={`/courses/${certificate.courseSlug}`} className="rounded text-lg font-semibold text-brand-800 underline underline-offset-2">
          {certificate.courseTitle}
        </Link>
      </Detail>
      <Detail label="Completed on">
        <span className="font-medium text-ink">{formatCertificateDate(certificate.issuedAt)}</span>
      </Detail>
      <Detail label="Certificate ID">
        <span className="font-mono font-medium text-ink">{certificate.certificateId}</span>
      </Detail>
      {replaced && (
        <Detail label="Replaced by">
          <Link to={verifyPath(replaced.certificateId)} className="rounded font-mono font-semibold text-brand-800 underline underline-offset-2">
            {replaced.certificateId}
          </Link>
        </Detail>
      )}
    </VerificationCard>
  );
}

function NotFound({ certificateId }: { certificateId: string }) {
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <SearchX className="mt-0.5 size-7 shrink-0 text-accent-800" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-semibold">Certificate not found</h2>
          <p className="mt-2 text-pretty text-muted">
            No certificate or certification has the ID <span className="font-mono font-medium break-all text-ink">{certificateId}</span>. Check it for typos: IDs look
            like <span className="font-mono text-ink">{EXAMPLE_ID}</span> and are printed at the bottom of every certificate. If the ID is right,
            the certificate was not issued by us.
          </p>
        </div>
      </div>
    </Card>
  );
}

function CheckAnotherForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = value.trim().toUpperCase();
    if (!isCertificateId(id)) {
      setError(id ? `That doesn't look like a certificate ID. IDs look like ${EXAMPLE_ID}.` : 'Enter a certificate ID to check.');
      return;
    }
    void navigate(verifyPath(id));
  };

  return (
    <section aria-labelledby="check-another-heading" className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <h2 id="check-another-heading" className="text-lg font-semibold">
        Check another certificate
      </h2>
      <form noValidate onSubmit={submit} className="mt-4">
        <label htmlFor={inputId} className="text-sm font-medium">
          Certificate ID
        </label>
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="certificateId"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            placeholder={EXAMPLE_ID}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 font-mono uppercase placeholder:text-slate-500 focus-visible:border-brand-600"
          />
          <Button type="submit" size="lg" className="h-11 shrink-0">
            Verify
          </Button>
        </div>
        {error && (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
