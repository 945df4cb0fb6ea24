import { formatDateTime } from '@causeway/contracts';
import type { WebhookDeliveryStatus } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeVariant } from '@/components/ui/badge';

/** A delivery's times, to the minute, in the browser's time zone. */
export const formatDeliveryTime = (iso: string | null) =>
  iso ? formatDateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '';

export const deliveryStatusLabels: Record<WebhookDeliveryStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
};

export const deliveryStatusVariants: Record<WebhookDeliveryStatus, BadgeVariant> = {
  pending: 'secondary',
  succeeded: 'success',
  failed: 'outline',
};

/** 'whsec_AbC…' with all but the prefix and the first characters hidden. */
export const maskSecret = (secret: string) => `${secret.slice(0, 10)}${'•'.repeat(16)}`;
