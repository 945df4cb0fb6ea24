/**
 * The stated terms of the platform (spec section 2, Static pages), written once so that About, How It Works,
 * the Help Center, the legal documents and the contact page never disagree.
 */
export const platformTerms = {
  processingFee: '2.9% + $0.30',
  refundWindow: '30 days',
  approvalTime: '24-48 hours',
  payoutTime: '7-14 days',
  supportResponseTime: '24 hours',
  legalLastUpdated: 'January 1, 2025',
} as const;

/** Spec section 1: the figures claimed on the About page, shown exactly as written. */
export const claimedFigures = [
  { value: '10K+', label: 'Lives impacted' },
  { value: '500+', label: 'Campaigns funded' },
  { value: '$2M+', label: 'Raised for causes' },
] as const;
