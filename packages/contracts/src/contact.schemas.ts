import { z } from 'zod';
import { contactSubjects } from './admin';
import { contactEndpoints, contactMessages } from './contact';
import { operation } from './operation';

/** Spec section 5: all four fields are required. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: contactMessages.emailInvalid })
    .trim()
    .max(254, contactMessages.emailInvalid)
    .pipe(z.email(contactMessages.emailInvalid)),
  subject: z.enum(contactSubjects, { error: contactMessages.subjectRequired }),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(5000, contactMessages.messageTooLong),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactOperations = {
  send: operation(contactEndpoints.send, {
    access: 'public',
    summary: 'Stores a message and e-mails it to the support address; 5 per hour per address',
    tags: ['contact'],
    body: contactRequestSchema,
    responses: { 201: contactResponseSchema },
  }),
};
