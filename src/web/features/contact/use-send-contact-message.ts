import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@shared/api/contact';
import { apiRequest } from '@web/lib/api-client';

export function sendContactMessage(body: ContactBody): Promise<{ received: true }> {
  return apiRequest('/api/contact', { method: 'POST', body: JSON.stringify(body) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
