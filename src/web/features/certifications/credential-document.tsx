import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import type { Credential } from '@shared/api/certifications';
import { SITE_NAME } from '@shared/brand';
import { linkedInAddToProfileUrl } from '@shared/linkedin-certification';
import { Button } from '@web/components/ui/button';
import { AddToLinkedInLink, CertificateDocument, loadCertificatePdf, PrintButton, paperFromSearch, verifyUrl } from '@web/features/certificate';
import { useUserId } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';
import { DownloadOpenBadgeButton } from '@web/features/open-badges';
import { credentialWording } from './credential-wording';
import { useCertificationTracks } from './use-certifications';

/**
 * A certification's credential as a document, in the certificate's layout: anyone may print it or
 * save its PDF; its holder also adds it to their LinkedIn profile.
 */
export function CredentialDocument({ credential }: { credential: Credential }) {
  const userId = useUserId();
  const tracks = useCertificationTracks(userId);
  const own = tracks.data?.some((track) => track.credential?.credentialId === credential.credentialId) ?? false;
  const [search] = useSearchParams();
  const paper = paperFromSearch(search.toString());
  const [downloading, setDownloading] = useState(false);
  const url = verifyUrl(window.location.origin, credential.credentialId);
  const face = { certificateId: credential.credentialId, issuedAt: credential.issuedAt, learnerName: credential.learnerName, courseTitle: credential.trackTitle, eliteSeal: credential.eliteSeal };
  const wording = credentialWording(credential);
  const download = async () => {
    setDownloading(true);
    try {
      const { downloadCertificatePdf } = await loadCertificatePdf();
      await downloadCertificatePdf(face, url, paper, wording);
    } catch {
      toast.error('Could not make the PDF', { description: 'Use Print and choose “Save as PDF” instead.' });
    } finally {
      setDownloading(false);
    }
  };
  const linkedIn = linkedInAddToProfileUrl({
    name: credential.trackTitle,
    organizationName: SITE_NAME,
    issuedAt: credential.issuedAt,
    certificateId: credential.credentialId,
    verifyUrl: url,
    expiresAt: credential.expiresAt,
  });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap justify-end gap-2 print:hidden">
        {own && <AddToLinkedInLink href={linkedIn} />}
        {own && <DownloadOpenBadgeButton source={{ credentialId: credential.credentialId }} />}
        <PrintButton />
        <Button onClick={() => void download()} disabled={downloading}>
          <Download className="size-4" aria-hidden="true" />
          {downloading ? 'Preparing PDF...' : 'Download PDF'}
        </Button>
      </div>
      <CertificateDocument certificate={face} verifyUrl={url} wording={wording} headingLevel={2} />
    </div>
  );
}
