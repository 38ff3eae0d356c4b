import { useState } from 'react';
import { FileBadge } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';

/** A course's certificate (by course) or a certification's credential (by its ID). */
export type OpenBadgeSource = { courseId: string } | { credentialId: string };

function fetchOpenBadge(source: OpenBadgeSource) {
  return 'courseId' in source
    ? callEndpoint('GET /api/certificates/:courseId/open-badge', { params: { courseId: source.courseId } })
    : callEndpoint('GET /api/credentials/:credentialId/open-badge', { params: { credentialId: source.credentialId } });
}

/** Saves the learner's signed Open Badges 3.0 credential: a file any Open Badges verifier, or /verify, can check. */
export function DownloadOpenBadgeButton({ source }: { source: OpenBadgeSource }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { credential, fileName } = await fetchOpenBadge(source);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([credential], { type: 'application/jwt' }));
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      toast.error('Could not download the digital badge', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy} title="A signed Open Badges 3.0 credential that anyone can check">
      <FileBadge className="size-4" aria-hidden="true" />
      {busy ? 'Preparing badge...' : 'Download digital badge'}
    </Button>
  );
}
