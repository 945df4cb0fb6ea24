import { contactSubjectLabels, type ContactRequest } from '@causeway/contracts';
import type { Db } from '../../db/client';
import type { RateRule } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { getOrganizationSettings } from '../settings/settings.service';
import { insertContactMessage } from './contact.repository';

export const defaultContactRateLimit: RateRule = { limit: 5, windowSeconds: 60 * 60 };

/** Stores the message and queues it to the support address in one transaction (DECISIONS.md: Contact form). */
export async function submitContactMessage(deps: { db: Db }, input: ContactRequest, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const saved = await insertContactMessage(tx, { ...input, ip });
    const { supportEmail } = await getOrganizationSettings(tx);
    await enqueueMail(tx, {
      to: supportEmail,
      replyTo: input.email,
      subject: `[Contact #${saved.id}] ${contactSubjectLabels[input.subject]} from ${input.name}`,
      text: [
        `From: ${input.name} <${input.email}>`,
        `Subject: ${contactSubjectLabels[input.subject]}`,
        `Received: ${saved.createdAt.toISOString()}`,
        '',
        input.message,
        '',
        '-- ',
        'Sent from the Causeway contact form. Reply to this e-mail to answer the sender.',
      ].join('\n'),
    });
  });
}
