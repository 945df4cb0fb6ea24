import type { WebhookDeliveryStatus } from '@causeway/contracts';
import type { BadgeVariant } from '@/components/ui/badge';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A delivery's times, to the minute, in the browser's time zone. */
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');

export const deliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

export const deliveryStatusVariants: Record<WebhookDeliveryStatus, BadgeVariant> = {
  pending: 'secondary',
  succeeded: 'success',
  failed: 'outline',
};

/** 'whsec_AbC…' with all but the prefix and the first characters hidden. */
export const maskSecret = (secret: string) => `${secret.slice(0, 10)}${'•'.repeat(16)}`;
