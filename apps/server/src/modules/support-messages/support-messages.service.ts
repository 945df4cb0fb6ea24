import type { z } from 'zod';
import type { supportMessageSchema } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { supportMessages } from '../../db/schema';

/** Words of support given with a pending gift: public only once the gift succeeds (and never when hidden). */
export async function recordSupportMessage(
  db: Executor,
  donationId: number,
  campaignId: number,
  message: z.output<typeof supportMessageSchema>,
): Promise<void> {
  await db.insert(supportMessages).values({
    donationId,
    campaignId,
    body: message.body,
    showName: message.showName,
    showAmount: message.showAmount,
  });
}
