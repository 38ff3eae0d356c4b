import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@shared/api/contact';
import { track } from '@web/lib/analytics';
import { callEndpoint } from '@web/lib/endpoint-client';

export function sendContactMessage(body: ContactBody) {
  return callEndpoint('POST /api/contact', { body });
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
