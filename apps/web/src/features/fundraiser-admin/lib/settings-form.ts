import {
  donationMessages,
  fundraiserGoalSchemaOf,
  fundraisingSettingsSchema,
  type FundraisingSettings,
} from '@causeway/contracts';
import { z } from 'zod';
import { amountField, typedAmount } from '@/lib/money';

/** What the settings form holds: the goal as typed in the campaign's currency, empty for none. */
export type SettingsFormValues = { enabled: boolean; suggestedGoal: string; guide: string };

/**
 * The settings form: the suggested goal typed in the campaign's currency (optional: '500', '€500', '¥50,000'),
 * sent in its minor units; its bounds in that currency, the guide's length and their wording are the contract's
 * own (the server checks the same with the campaign's currency: issue 26).
 */
export const settingsFormSchemaOf = (currency: string) =>
  z.object({
    enabled: z.boolean(),
    suggestedGoal: z
      .string()
      .trim()
      .refine((text) => text === '' || typedAmount(text, currency) !== null, donationMessages.amountInvalid)
      .transform((text) => (text === '' ? null : typedAmount(text, currency)!))
      .pipe(fundraiserGoalSchemaOf(currency).nullable()),
    guide: fundraisingSettingsSchema.shape.guide,
  }) satisfies z.ZodType<FundraisingSettings, SettingsFormValues>;

export function settingsFormValues(settings: FundraisingSettings, currency = 'usd'): SettingsFormValues {
  return {
    enabled: settings.enabled,
    suggestedGoal: settings.suggestedGoal === null ? '' : amountField(settings.suggestedGoal, currency),
    guide: settings.guide,
  };
}
