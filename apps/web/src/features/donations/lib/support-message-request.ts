import type { SupportMessageInput } from '@causeway/contracts';

type SupportFields = { supportMessage?: string; supportShowName?: boolean; supportShowAmount?: boolean };

/**
 * The donation form's "Words of support" as the intent (and saved-card) request carries it: nothing when the donor
 * wrote nothing, so an empty box never creates a message. The server cleans the text and applies the anonymous
 * rule (contracts support-messages.ts supporterName).
 */
export function supportMessageRequest(values: SupportFields): { supportMessage?: SupportMessageInput } {
  const body = values.supportMessage?.trim() ?? '';
  if (!body) return {};
  return {
    supportMessage: {
      body,
      showName: values.supportShowName ?? true,
      showAmount: values.supportShowAmount ?? false,
    },
  };
}
