import { widgetMessages as m, type WidgetBootData, type WidgetCampaign } from '@causeway/contracts';

/**
 * Which of the widget's states (public spec section 2) its data calls for. Whether a campaign takes gifts is the
 * server's answer (`acceptingDonations`: active and not past its end date), the same one the campaign page and the
 * donation page read, so the three never disagree.
 */
export type WidgetState =
  | { kind: 'loading' }
  | { kind: 'unavailable'; message: string | undefined }
  | { kind: 'offline'; campaign: WidgetCampaign; message: string }
  | { kind: 'live'; campaign: WidgetCampaign };

export function widgetState(data: WidgetBootData | null, campaign: WidgetCampaign | null): WidgetState {
  if (data === null) return { kind: 'loading' };
  if (!campaign) return { kind: 'unavailable', message: 'error' in data ? data.error : undefined };
  if (campaign.acceptingDonations) return { kind: 'live', campaign };
  // Paused is the spec's offline card; an active campaign past its end date, or a completed one, has ended.
  return { kind: 'offline', campaign, message: campaign.status === 'paused' ? m.offline : m.ended };
}
