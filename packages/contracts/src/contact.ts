import { z } from 'zod';
import { contactSubjects } from './admin';

export const contactSubjectLabels: Record<(typeof contactSubjects)[number], string> = {
  general: 'General inquiry',
  donation: 'Donation question',
  campaign: 'Campaign support',
  technical: 'Technical issue',
  partnership: 'Partnership',
  press: 'Press and media',
};

export const contactMessages = {
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please select a subject',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  sent: 'Message Sent!',
  sentDescription: "Thank you for reaching out. We'll get back to you within 24 hours.",
  tooMany: 'You have sent several messages already. Please try again in an hour.',
} as const;

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
