import type { Tribute } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { donationTributes } from '../../db/schema';

/** The dedication a donor added to a gift, kept with the pending donation (deleted with it). */
export async function recordTribute(db: Executor, donationId: number, tribute: Tribute): Promise<void> {
  await db.insert(donationTributes).values({
    donationId,
    kind: tribute.kind,
    honoreeName: tribute.honoreeName,
    recipientName: tribute.recipientName ?? null,
    recipientEmail: tribute.recipientEmail ?? null,
    message: tribute.message ?? null,
    showAmount: tribute.showAmount,
  });
}
