import {
  currencyOf,
  donationMessages,
  fundraiserGoalBounds,
  fundraiserGoalSchemaOf,
  fundraiserInputSchema,
  fundraiserMessages as m,
  fundraiserTeamInputSchema,
  type CampaignDetail,
  type FundraiserInput,
  type OwnFundraiser,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { contractText } from '@/lib/i18n';
import { amountField, typedAmount } from '@/lib/money';

const chooseTeam = msg`Please choose a team to join`;

/**
 * The form's own rule, not the server's: joining a team means picking one. A zod message is a string, so the form
 * holds the message's id; the picker shows it in the page's language (teamErrorText).
 */
export const CHOOSE_TEAM = chooseTeam.id;

/** The team picker's message in the page's language: the form's own rule, or the contract's or server's words. */
export function teamErrorText(message: string | undefined, i18n: I18n): string | undefined {
  if (message === undefined) return undefined;
  return message === CHOOSE_TEAM ? i18n._(chooseTeam) : contractText(i18n, message);
}

export const teamChoices = ['none', 'join', 'new'] as const;
export type TeamChoice = (typeof teamChoices)[number];

/** A goal typed in the campaign's currency, read into minor units and checked by the contract's rule for it. */
const typedGoalSchema = (currency: string, required: string, goal: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((text) => typedAmount(text, currency) !== null, donationMessages.amountInvalid)
    .transform((text) => typedAmount(text, currency)!)
    .pipe(goal);

/** The team the page is in now (edit), shown as chosen until another is picked. */
export type PickedTeam = { id: number; name: string };

/**
 * The create and edit form: what the inputs hold (goals as typed text, the team choice as a radio), checked by the
 * contract's rules field by field, and handed over as the request body (FundraiserInput, goals in minor units of
 * the campaign's currency, bounded in it: issue 26).
 */
export const fundraiserFormSchemaOf = (currency: string) =>
  z
    .object({
      title: fundraiserInputSchema.shape.title,
      story: fundraiserInputSchema.shape.story,
      goal: typedGoalSchema(currency, m.goalMinOf(currency), fundraiserGoalSchemaOf(currency)),
      imageUrl: z.string().nullable(),
      teamChoice: z.enum(teamChoices),
      team: z.object({ id: z.number(), name: z.string() }).nullable(),
      newTeamName: z.string(),
      newTeamGoal: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.teamChoice === 'join' && !values.team) {
        ctx.addIssue({ code: 'custom', path: ['team'], message: CHOOSE_TEAM });
      }
      if (values.teamChoice !== 'new') return;
      const name = fundraiserTeamInputSchema.shape.name.safeParse(values.newTeamName);
      if (!name.success)
        ctx.addIssue({ code: 'custom', path: ['newTeamName'], message: name.error.issues[0]!.message });
      const goal = typedGoalSchema(
        currency,
        m.teamGoalMinOf(currency),
        fundraiserGoalSchemaOf(currency, m.teamGoalMinOf),
      ).safeParse(values.newTeamGoal);
      if (!goal.success)
        ctx.addIssue({ code: 'custom', path: ['newTeamGoal'], message: goal.error.issues[0]!.message });
    })
    .transform((values): FundraiserInput => ({
      title: values.title,
      story: values.story,
      goal: values.goal,
      imageUrl: values.imageUrl,
      team:
        values.teamChoice === 'join' && values.team
          ? { teamId: values.team.id }
          : values.teamChoice === 'new'
            ? {
                newTeam: {
                  name: values.newTeamName,
                  goal: typedAmount(values.newTeamGoal, currency)!,
                },
              }
            : null,
    }));

/** The form in US dollars. */
export const fundraiserFormSchema = fundraiserFormSchemaOf('usd');

export type FundraiserFormSchema = typeof fundraiserFormSchema;
export type FundraiserFormValues = z.input<FundraiserFormSchema>;

/** The fields the server may name in a 400 (fieldErrors), under the form's own names. */
export const serverFieldNames: Record<string, keyof FundraiserFormValues> = {
  title: 'title',
  story: 'story',
  goal: 'goal',
  imageUrl: 'imageUrl',
  team: 'team',
  'team.teamId': 'team',
  'team.newTeam.name': 'newTeamName',
  'team.newTeam.goal': 'newTeamGoal',
  // A team name another team has (409): the server names the team's own field.
  name: 'newTeamName',
};

/** A new page: the campaign's suggested goal (or the floor: $100, ¥10,000), no photo, no team. */
export function newFundraiserValues(
  campaign: Pick<CampaignDetail, 'fundraising'> & { currency?: string },
): FundraiserFormValues {
  const { currency } = campaign;
  return {
    title: '',
    story: '',
    goal: amountField(campaign.fundraising.suggestedGoal ?? fundraiserGoalBounds(currencyOf(currency)).min, currency),
    imageUrl: null,
    teamChoice: 'none',
    team: null,
    newTeamName: '',
    newTeamGoal: '',
  };
}

/** The supporter's own page as the edit form starts: its team stays chosen. */
export function ownFundraiserValues(page: OwnFundraiser): FundraiserFormValues {
  return {
    title: page.title,
    story: page.story,
    goal: amountField(page.goal, page.currency),
    imageUrl: page.imageUrl,
    teamChoice: page.teamId !== null ? 'join' : 'none',
    team: page.teamId !== null && page.team ? { id: page.teamId, name: page.team.name } : null,
    newTeamName: '',
    newTeamGoal: '',
  };
}
