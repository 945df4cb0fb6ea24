import {
  contactEndpoints,
  type ContactRequest,
  type ContactResponse,
  type contactOperations,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/** Stores the message and e-mails it to the support address (DECISIONS.md: Contact form); rate-limited. */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return callOperation<typeof contactOperations.send>(contactEndpoints.send, { body });
}

export function useSendContactMessage(options: MutationCallbacks<ContactResponse> = {}) {
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
