export const errorLevels = ['critical', 'error', 'warning'] as const;
export type ErrorLevel = (typeof errorLevels)[number];

export const tourUserTypes = ['donor', 'admin', 'all'] as const;
export const tourTriggerEvents = ['signup', 'first_login', 'manual'] as const;
export const slideMediaTypes = ['none', 'image', 'video'] as const;
export const stepPlacements = ['top', 'bottom', 'left', 'right', 'center'] as const;
export const stepActions = ['next', 'close', 'redirect'] as const;

export const contactSubjects = ['general', 'donation', 'campaign', 'technical', 'partnership', 'press'] as const;
export const mailStatuses = ['pending', 'sent', 'failed'] as const;
