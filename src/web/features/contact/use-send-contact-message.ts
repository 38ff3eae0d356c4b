import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@shared/api/contact';
import { track } from '@web/lib/analytics';
import { apiRequest } from '@web/lib/api-client';

export function sendContactMessage(body: ContactBody): Promise<{ received: true }> {
  return apiRequest('/api/contact', { method: 'POST', body: JSON.stringify(body) });
}

/** Sends the contact form; once it is stored, spec §7's contact_form_submitted and email_captured. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      track('contact_form_submitted', {});
      track('email_captured', { source: 'contact_form' });
    },
  });
}
