import type { ContactRequest } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

export type ContactResponse = { message: string };

/** Stores the message and e-mails it to the support address (DECISIONS.md: Contact form); rate-limited. */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return api.post<ContactResponse>('/api/contact', body);
}

export function useSendContactMessage(options: MutationCallbacks<ContactResponse> = {}) {
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
