import { z } from 'zod';
import { contactSubjects } from './admin';
import { contactMessages } from './contact';

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
