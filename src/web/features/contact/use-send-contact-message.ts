import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@shared/api/contact';
import { callEndpoint } from '@web/lib/endpoint-client';

export function sendContactMessage(body: ContactBody) {
  return callEndpoint('POST /api/contact', { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
