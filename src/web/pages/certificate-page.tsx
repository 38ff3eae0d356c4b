import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Download, Share2 } from 'lucide-react';
import { SITE_NAME } from '@shared/brand';
import { linkedInAddToProfileUrl } from '@shared/linkedin-certification';
import { pageMeta } from '@shared/page-manifest';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { signInPath, useRequireUser } from '@web/lib/require-user';
import { AddToLinkedInLink, PrintButton } from '@web/features/certificate/certificate-actions';
import { DownloadOpenBadgeButton } from '@web/features/open-badges';
import { CertificateDocument } from '@web/features/certificate/certificate-document';
import { verifyUrl } from '@web/features/certificate/certificate-format';
import { isPaper, PAPER_SIZES, paperFromSearch, type Paper } from '@web/features/certificate/certificate-paper';
import { shareCertificate } from '@web/features/certificate/share-certificate';
import { useOwnCertificate, type CertificateDetails } from '@web/features/certificate/use-certificate';
import { ApiRequestError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';
import { useUserId } from '@web/lib/member-query';

export function CertificatePage() {
  const { courseId = '' } = useParams();
  const path = `/certificate/${courseId}`;
  usePageMeta(pageMeta('/certificate/:courseId'));
  const navigate = useNavigate();
  const session = useRequireUser(path);
  const userId = useUserId();
  const certificate = useOwnCertificate(userId, courseId);

  // Spec §5: a signed-in learner without a certificate for this course goes to the dashboard.
  const status = certificate.error instanceof ApiRequestError ? certificate.error.status : undefined;
  useEffect(() => {
    if (status === 401) void navigate(signInPath(path), { replace: true });
    else if (status !== undefined && status < 500) void navigate('/dashboard', { replace: true });
  }, [status, path, navigate]);

  const failed = session.status === 'error' || (certificate.isError && (status === undefined || status >= 500));
  return (
    <section className="bg-surface py-8 sm:py-12 print:bg-white print:p-0">
      <Container className="print:max-w-none print:p-0">
        {failed ? (
          <ErrorPanel
            layout="page"
            title="We couldn't load your certificate"
            onRetry={() => (session.status === 'error' ? session.retry() : void certificate.refetch())}
          >
            Your certificate is safe. Check your connection and try again.
          </ErrorPanel>
        ) : certificate.data ? (
          <Certificate certificate={certificate.data} />
        ) : (
          <CertificateSkeleton />
        )}
      </Container>
    </section>
  );
}

function Certificate({ certificate }: { certificate: CertificateDetails }) {
  const { courseId = '' } = useParams();
  const url = verifyUrl(window.location.origin, certificate.certificateId);
  const [downloading, setDownloading] = useState(false);
  // US Letter unless the address asks for A4 (?paper=a4); the choice stays in the address.
  const [search, setSearch] = useSearchParams();
  const paper = paperFromSearch(search.toString());
  const choosePaper = (value: string) => {
    if (!isPaper(value)) return;
    const next = new URLSearchParams(search);
    if (value === 'letter') next.delete('paper');
    else next.set('paper', value);
    setSearch(next, { replace: true });
  };
  const linkedIn = linkedInAddToProfileUrl({
    name: certificate.courseTitle,
    organizationName: SITE_NAME,
    issuedAt: certificate.issuedAt,
    certificateId: certificate.certificateId,
    verifyUrl: url,
  });
  const download = async () => {
    setDownloading(true);
    try {
      const { downloadCertificatePdf } = await import('@web/features/certificate/certificate-pdf');
      await downloadCertificatePdf(certificate, url, paper);
    } catch {
      toast.error('Could not make the PDF', { description: 'Use Print and choose “Save as PDF” instead.' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink to="/dashboard" variant="ghost" className="-ml-3">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </ButtonLink>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void shareCertificate(url, certificate.courseTitle)}>
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </Button>
          <AddToLinkedInLink href={linkedIn} />
          <DownloadOpenBadgeButton source={{ courseId }} />
          <PrintButton />
          <label className="flex items-center gap-2 text-sm font-medium text-muted">
            Paper
            <select
              className="h-10 rounded-lg border border-line bg-white pr-8 pl-3 text-sm font-semibold text-ink shadow-xs hover:border-slate-300"
              value={paper}
              onChange={(event) => choosePaper(event.target.value)}
            >
              {(Object.keys(PAPER_SIZES) as Paper[]).map((size) => (
                <option key={size} value={size}>
                  {PAPER_SIZES[size].label}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => void download()} disabled={downloading}>
            <Download className="size-4" aria-hidden="true" />
            {downloading ? 'Preparing PDF...' : 'Download'}
          </Button>
        </div>
      </div>
      <CertificateDocument certificate={certificate} verifyUrl={url} />
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-pretty text-muted print:hidden">
        Download saves a one-page PDF to keep or attach, on US Letter or A4 as you choose; Print sends the certificate to your printer. Add to LinkedIn profile fills in
        LinkedIn's certification form with this course, the date and the verify link, so clients and employers can confirm your certificate
        in one click.
      </p>
    </>
  );
}

function CertificateSkeleton() {
  return (
    <div role="status" aria-label="Loading your certificate">
      <div className="mb-6 flex justify-between gap-3">
        <Skeleton className="h-10 w-44" />
        <Skeleton className="h-10 w-52" />
      </div>
      <Skeleton className="mx-auto h-[32rem] w-full max-w-5xl rounded-2xl md:aspect-[11/8.5] md:h-auto" />
    </div>
  );
}
