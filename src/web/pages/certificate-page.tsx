import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, Download, Printer, Share2, UserPlus } from 'lucide-react';
import { SITE_NAME } from '@shared/brand';
import { linkedInAddToProfileUrl } from '@shared/linkedin-certification';
import { pageMeta } from '@shared/page-manifest';
import { Button, ButtonLink, buttonClasses } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { signInPath, useRequireUser } from '@web/lib/require-user';
import { CertificateDocument } from '@web/features/certificate/certificate-document';
import { verifyUrl } from '@web/features/certificate/certificate-format';
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
  const url = verifyUrl(window.location.origin, certificate.certificateId);
  const [downloading, setDownloading] = useState(false);
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
      await downloadCertificatePdf(certificate, url);
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
          <a
            href={linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline')}
          >
            <UserPlus className="size-4" aria-hidden="true" />
            Add to LinkedIn profile
          </a>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Button>
          <Button onClick={() => void download()} disabled={downloading}>
            <Download className="size-4" aria-hidden="true" />
            {downloading ? 'Preparing PDF...' : 'Download'}
          </Button>
        </div>
      </div>
      <CertificateDocument certificate={certificate} verifyUrl={url} />
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-pretty text-muted print:hidden">
        Download saves a one-page PDF to keep or attach; Print sends the certificate to your printer. Add to LinkedIn profile fills in
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
