import { msg } from '@lingui/core/macro';

/**
 * The stated terms of the platform (spec section 2, Static pages), written once so that About, How It Works,
 * the Help Center, the legal documents and the contact page never disagree. Each is a message descriptor, shown in
 * the page's language with `i18n._(…)`.
 */
export const platformTerms = {
  processingFee: msg`2.9% + $0.30`,
  refundWindow: msg`30 days`,
  approvalTime: msg`24-48 hours`,
  payoutTime: msg`7-14 days`,
  supportResponseTime: msg`24 hours`,
  legalLastUpdated: msg`January 1, 2025`,
} as const;

/** Spec section 1: the figures claimed on the About page, shown exactly as written. */
export const claimedFigures = [
  { value: msg`10K+`, label: msg`Lives impacted` },
  { value: msg`500+`, label: msg`Campaigns funded` },
  { value: msg`$2M+`, label: msg`Raised for causes` },
] as const;
