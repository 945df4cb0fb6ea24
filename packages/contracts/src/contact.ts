import { type contactSubjects } from './admin';
import type { Endpoint } from './operation';

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

/** The Contact page's form (DECISIONS.md, Contact form): where it is sent (operation.ts). */
export const contactEndpoints = {
  send: { method: 'POST', path: '/api/contact' },
} as const satisfies Record<string, Endpoint>;
