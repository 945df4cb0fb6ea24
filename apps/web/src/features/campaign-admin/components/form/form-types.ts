import type { UseFormReturn } from 'react-hook-form';
import type { CampaignFormOutput, CampaignFormValues } from '@/features/campaign-admin/lib/campaign-form';

/** The campaign form as each of its sections receives it. */
export type CampaignForm = UseFormReturn<CampaignFormValues, unknown, CampaignFormOutput>;
