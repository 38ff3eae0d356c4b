import { toast } from '@web/lib/toast';

/**
 * Shares the certificate's public verify link: the system share sheet where the browser has
 * one, otherwise a copy to the clipboard. A learner closing the share sheet is not an error.
 */
export async function shareCertificate(url: string, courseTitle: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `Certificate of Completion: ${courseTitle}`, text: `I completed ${courseTitle}. Verify my certificate:`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied', { description: 'Paste it into an email, LinkedIn or your CV. Anyone with the link can verify your certificate.' });
  } catch {
    toast.error('Could not copy the link', { description: url });
  }
}
