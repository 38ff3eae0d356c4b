import type { ReactNode } from 'react';
import { BadgeCheck, TriangleAlert } from 'lucide-react';
import type { Credential } from '@shared/api/certifications';
import { SITE_NAME } from '@shared/brand';
import { Card } from '@web/components/ui/card';
import { formatCertificateDate } from '@web/features/certificate';
import { cn } from '@web/lib/cn';
import { credentialValidityText } from './credential-wording';

/**
 * A certification confirmed by its ID: who holds it, which one, since when and, for the Elite
 * tier, until when and whether it is still current.
 */
export function CredentialSummary({ credential }: { credential: Credential }) {
  return (
    <VerificationCard
      current={credential.current}
      title={credential.revocation ? 'Certification revoked' : credential.current ? 'Certification verified' : 'Certification expired'}
      text={
        credential.revocation
          ? revocationText(credential.revocation)
          : credential.current
            ? `This is a genuine, current certification issued by ${SITE_NAME}.`
            : `This certification was issued by ${SITE_NAME} and is no longer current.`
      }
    >
      <Detail label="Awarded to">
        <span className="text-lg font-semibold text-ink">{credential.learnerName.trim() || 'Student'}</span>
      </Detail>
      <Detail label="Certification">
        <span className="text-lg font-semibold text-ink">{credential.trackTitle}</span>
      </Detail>
      <Detail label="Issued on">
        <span className="font-medium text-ink">{formatCertificateDate(credential.issuedAt)}</span>
      </Detail>
      <Detail label="Validity">
        <span className="font-medium text-ink">{credentialValidityText(credential)}</span>
      </Detail>
      <Detail label="Credential ID">
        <span className="font-mono font-medium text-ink">{credential.credentialId}</span>
      </Detail>
    </VerificationCard>
  );
}

/** Why a certificate or certification no longer stands: the date, and the reason the school gave. */
export function revocationText(revocation: NonNullable<Credential['revocation']>): string {
  const on = `${SITE_NAME} revoked it on ${formatCertificateDate(revocation.revokedAt)}`;
  return revocation.reason ? `${on}: ${revocation.reason}` : `${on}.`;
}

/** What /verify shows for an ID it found (a course certificate or a certification): a verdict banner over the details. */
export function VerificationCard({ current, title, text, children }: { current: boolean; title: string; text: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className={cn('flex items-center gap-3 border-b px-6 py-5 sm:px-8', current ? 'border-brand-100 bg-brand-50' : 'border-accent-400 bg-accent-100')}>
        {current ? (
          <BadgeCheck className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        ) : (
          <TriangleAlert className="size-8 shrink-0 text-accent-800" aria-hidden="true" />
        )}
        <div>
          <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
          <p className="text-sm text-brand-800">{text}</p>
        </div>
      </div>
      <dl className="grid gap-5 px-6 py-6 sm:grid-cols-2 sm:px-8">{children}</dl>
    </Card>
  );
}

/** One labelled fact inside a VerificationCard. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}
