export const errorLevels = ['critical', 'error', 'warning'] as const;
export type ErrorLevel = (typeof errorLevels)[number];

export const tourUserTypes = ['donor', 'admin', 'all'] as const;
export const tourTriggerEvents = ['signup', 'first_login', 'manual'] as const;
export const slideMediaTypes = ['none', 'image', 'video'] as const;
export const stepPlacements = ['top', 'bottom', 'left', 'right', 'center'] as const;
export const stepActions = ['next', 'close', 'redirect'] as const;

export const contactSubjects = ['general', 'donation', 'campaign', 'technical', 'partnership', 'press'] as const;
export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/** Admin donor list (admin spec sections 2 and 9). */
export const donorFilters = ['all', 'recurring', 'one-time', 'recent', 'top'] as const;
export type DonorFilter = (typeof donorFilters)[number];
export const DONOR_PAGE_SIZE = 10;
export const DONOR_PAGE_BUTTONS = 5;
/** 'top' donors have given at least $1000 in all (cents). */
export const DONOR_TOP_THRESHOLD_CENTS = 100_000;
/** 'recent' donors gave within the last 30 days; also the window of the overview's "new donors". */
export const DONOR_RECENT_DAYS = 30;
export const ADMIN_RECENT_ITEMS = 3;
export const ADMIN_CAMPAIGN_PAGE_SIZE = 20;

/** Uploaded images (admin spec sections 2 and 9; issue 6: at most 5 MB, checked by content, SVG refused). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const uploadMessages = {
  notAnImage: 'Please select an image file',
  tooLarge: 'Image must be 5 MB or smaller',
  svgRefused: 'SVG images are not accepted. Please upload a JPG, PNG, GIF or WebP image.',
  missingFile: 'Please choose an image to upload',
  failed: 'Upload failed',
} as const;
export const uploadHint = 'JPG, PNG, GIF up to 5MB';
