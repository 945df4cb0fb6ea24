import {
  donationMessages,
  fundraiserGoalSchemaOf,
  fundraisingSettingsSchema,
  type FundraisingSettings,
} from '@causeway/contracts';
import { z } from 'zod';
import { dollarsParam } from '@/lib/money';

// Dollars and cents as people type them: '250', '250.50', '1,250', with or without a leading '$'.
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/** What the settings form holds: the goal in dollars as typed, empty for none. */
export type SettingsFormValues = { enabled: boolean; suggestedGoal: string; guide: string };

/**
 * The settings form: the suggested goal typed in dollars (optional), sent in cents; its bounds, the guide's
 * length and their wording are the contract's own (the schema the server checks the request with).
 */
export const settingsFormSchema = z.object({
  enabled: z.boolean(),
  suggestedGoal: z
    .string()
    .trim()
    .refine((text) => text === '' || DOLLARS.test(text), donationMessages.amountInvalid)
    .transform((text) => (text === '' ? null : Math.round(Number(text.replace(/[$,\s]/g, '')) * 100)))
    // The request schema leaves the bounds to the server, which knows the campaign's currency (issue 26); this
    // form still reads dollars and checks US-dollar bounds.
    .pipe(fundraiserGoalSchemaOf('usd').nullable()),
  guide: fundraisingSettingsSchema.shape.guide,
}) satisfies z.ZodType<FundraisingSettings, SettingsFormValues>;

export function settingsFormValues(settings: FundraisingSettings): SettingsFormValues {
  return {
    enabled: settings.enabled,
    suggestedGoal: settings.suggestedGoal === null ? '' : dollarsParam(settings.suggestedGoal),
    guide: settings.guide,
  };
}
