import type { TributeFormInput, TributeInput } from '@causeway/contracts';

type TributeFields = { dedicate?: boolean; tribute?: TributeFormInput };

/**
 * The donation form's "Dedicate this gift" as the intent (and saved-card) request carries it: nothing unless the
 * donor ticked it, so fields typed and then un-ticked are never sent. The server cleans the text and checks it with
 * the same rules the form did (contracts gift-extras.schemas.ts tributeSchema).
 */
export function tributeRequest(values: TributeFields): { tribute?: TributeInput } {
  if (!values.dedicate || !values.tribute?.kind) return {};
  const t = values.tribute;
  return {
    tribute: {
      kind: t.kind!,
      honoreeName: t.honoreeName?.trim() ?? '',
      recipientName: t.recipientName?.trim() || null,
      recipientEmail: t.recipientEmail?.trim() || null,
      message: t.message?.trim() || null,
      showAmount: t.showAmount ?? false,
    },
  };
}
