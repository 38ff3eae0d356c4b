import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '@shared/brand';
import { INSTRUCTOR } from '@shared/instructor';
import { COMPLETION_WORDING, formatCertificateDate, verifyPath, type CertificateWording } from './certificate-format';
import sealUrl from './images/seal.svg?url';
import { sealOf } from './elite-seal';
import signatureUrl from './images/signature.svg?url';
import type { CertificateDetails } from './use-certificate';

interface CertificateDocumentProps {
  certificate: Pick<CertificateDetails, 'certificateId' | 'issuedAt' | 'learnerName' | 'courseTitle'> & { eliteSeal?: boolean };
  /** The absolute verify address printed on the certificate, e.g. https://…/verify/CERT-2026-AB12CD. */
  verifyUrl: string;
  /** A course's Certificate of Completion unless told otherwise (a certification's credential). */
  wording?: CertificateWording;
  /** 1 where the document is the page (the certificate page), 2 under a page's own heading (a credential on the verify page). */
  headingLevel?: 1 | 2;
}

/**
 * The certificate itself, landscape on wider screens and on paper. The print rules in
 * styles.css (look for `certificate-sheet`) make it fill exactly one landscape page.
 */
export function CertificateDocument({ certificate, verifyUrl, wording = COMPLETION_WORDING, headingLevel = 1 }: CertificateDocumentProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const learnerName = certificate.learnerName.trim() || 'Student';
  return (
    <article
      aria-labelledby="certificate-heading"
      className="certificate-sheet mx-auto w-full max-w-5xl rounded-2xl bg-[#fffdf7] p-2.5 shadow-xl ring-1 ring-line sm:p-4 md:aspect-[11/8.5]"
    >
      <div className="h-full rounded-xl border-[6px] border-double border-brand-800 p-1.5 sm:p-2">
        <div className="relative flex h-full flex-col items-center justify-between gap-8 overflow-hidden rounded-lg border border-accent-500/70 px-5 py-9 text-center sm:px-12 md:gap-4 md:py-10">
          <CornerOrnaments />

          <div className="flex flex-col items-center">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.3em] text-brand-800 uppercase sm:text-sm">
              <LogoMark />
              {SITE_NAME}
            </p>
            <Heading id="certificate-heading" className="mt-4 font-serif text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl md:mt-5 lg:text-6xl">
              {wording.heading}
            </Heading>
            <Flourish />
          </div>

          <div className="flex w-full flex-col items-center">
            <p className="font-serif text-base text-muted italic sm:text-lg">This certifies that</p>
            <p className="mt-3 max-w-full border-b border-accent-500/70 px-6 pb-2 font-serif text-3xl font-semibold break-words text-ink italic sm:px-10 sm:text-4xl lg:text-5xl">
              {learnerName}
            </p>
            <p className="mt-4 font-serif text-base text-muted italic sm:text-lg">{wording.statement}</p>
            <p className="mt-2 max-w-2xl text-xl font-semibold text-balance text-brand-900 sm:text-2xl lg:text-3xl">{certificate.courseTitle}</p>
          </div>

          <div className="grid w-full max-w-3xl grid-cols-1 items-center gap-8 sm:grid-cols-3 sm:gap-6">
            <Signature label={wording.dateLabel} note={wording.validity}>
              <p className="font-semibold text-ink">{formatCertificateDate(certificate.issuedAt)}</p>
            </Signature>
            <Seal eliteSeal={certificate.eliteSeal === true} />
            <Signature label={INSTRUCTOR.name} note={INSTRUCTOR.role} script>
              <img src={signatureUrl} alt={`Signature of ${INSTRUCTOR.name}`} width={360} height={120} className="h-16 w-auto" />
            </Signature>
          </div>

          <div className="flex max-w-full flex-col items-center gap-1 text-xs text-muted sm:text-sm">
            <p>
              {wording.idLabel}: <span className="font-mono font-semibold text-ink">{certificate.certificateId}</span>
            </p>
            <p className="max-w-full break-all">
              Verify at{' '}
              <Link to={verifyPath(certificate.certificateId)} className="rounded font-medium text-brand-800 underline underline-offset-2 print:no-underline">
                {verifyUrl}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * A column of the row under the course, as the PDF draws it (certificate-pdf.ts): what is signed
 * above the rule (the date, or the instructor's signature), then what it is and a note under it.
 */
function Signature({ children, label, note, script = false }: { children: ReactNode; label: string; note?: string; script?: boolean }) {
  return (
    <div className="order-last mx-auto w-56 max-w-full sm:order-none sm:w-full">
      <div className="flex items-end justify-center sm:h-16">{children}</div>
      <p className={`mt-2 border-t border-slate-400 pt-2 ${script ? 'font-serif font-semibold text-ink italic' : 'text-sm text-muted'}`}>{label}</p>
      {note && <p className={script ? 'text-sm text-muted' : 'text-xs text-muted'}>{note}</p>}
    </div>
  );
}

/** The seal between the date and the signature, an Elite member's Elite seal: the same picture the PDF draws. */
function Seal({ eliteSeal }: { eliteSeal: boolean }) {
  const seal = sealOf({ eliteSeal }, sealUrl);
  return (
    <div className="flex justify-center">
      <img src={seal.url} alt={seal.alt} width={240} height={240} className="size-28 lg:size-32" />
    </div>
  );
}

function Flourish() {
  return (
    <div className="mt-4 flex items-center gap-3" aria-hidden="true">
      <span className="h-px w-16 bg-accent-500 sm:w-24" />
      <span className="size-2 rotate-45 bg-accent-500" />
      <span className="h-px w-16 bg-accent-500 sm:w-24" />
    </div>
  );
}

function CornerOrnaments() {
  const corner = 'absolute size-8 border-accent-500 sm:size-12';
  return (
    <>
      <span aria-hidden="true" className={`${corner} top-2 left-2 rounded-tl-md border-t-2 border-l-2`} />
      <span aria-hidden="true" className={`${corner} top-2 right-2 rounded-tr-md border-t-2 border-r-2`} />
      <span aria-hidden="true" className={`${corner} bottom-2 left-2 rounded-bl-md border-b-2 border-l-2`} />
      <span aria-hidden="true" className={`${corner} right-2 bottom-2 rounded-br-md border-r-2 border-b-2`} />
    </>
  );
}

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-6" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M9 23 15.2 8h1.6L23 23h-3.2l-1.4-3.6h-4.8L12.2 23H9Zm5.6-6.3h2.8L16 13l-1.4 3.7Z" fill="#fff" />
      <circle cx="24.5" cy="8.5" r="2.5" fill="#fbbf24" />
    </svg>
  );
}
