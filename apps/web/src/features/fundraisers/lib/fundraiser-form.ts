import {
  currencyRules,
  currencyOf,
  currencySymbol,
  donationMessages,
  fundraiserGoalBounds,
  fundraiserGoalSchemaOf,
  fundraiserInputSchema,
  fundraiserMessages as m,
  fundraiserTeamInputSchema,
  minorPerMajor,
  toMinorUnits,
  type CampaignDetail,
  type FundraiserInput,
  type OwnFundraiser,
} from '@causeway/contracts';
import { z } from 'zod';

/** The form's own rule, not the server's: joining a team means picking one. */
export const CHOOSE_TEAM = 'Please choose a team to join';

export const teamChoices = ['none', 'join', 'new'] as const;
export type TeamChoice = (typeof teamChoices)[number];

/**
 * An amount as people type it in the campaign's currency, in its minor units: '500', '1,250.50', with or without
 * its sign ('$', '€', '¥'); whole units only where the currency has no minor unit (¥10,000 is 10000). Null when
 * it is not an amount.
 */
export function typedGoal(text: string, currency: string): number | null {
  const decimals = currencyRules[currencyOf(currency)].decimals;
  const symbol = currencySymbol(currency);
  const typed = text.trim();
  const digits = (typed.startsWith(symbol) ? typed.slice(symbol.length) : typed).trim();
  const amount = new RegExp(`^(\\d{1,3}(,\\d{3})+|\\d+)(\\.\\d{0,${decimals}})?$`);
  return amount.test(digits) ? toMinorUnits(Number(digits.replace(/,/g, '')), currency) : null;
}

/** A goal typed in the campaign's currency, read into minor units and checked by the contract's rule for it. */
const typedGoalSchema = (currency: string, required: string, goal: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((text) => typedGoal(text, currency) !== null, donationMessages.amountInvalid)
    .transform((text) => typedGoal(text, currency)!)
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
                  goal: typedGoal(values.newTeamGoal, currency)!,
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

/** A goal as the field shows it, in major units of the currency: '500', '25.50', '10000' (¥10,000). */
export function goalField(minor: number, currency: string | undefined): string {
  const perMajor = minorPerMajor(currencyOf(currency));
  return minor % perMajor === 0 ? String(minor / perMajor) : (minor / perMajor).toFixed(2);
}

/** A new page: the campaign's suggested goal (or the floor: $100, ¥10,000), no photo, no team. */
export function newFundraiserValues(
  campaign: Pick<CampaignDetail, 'fundraising'> & { currency?: string },
): FundraiserFormValues {
  const { currency } = campaign;
  return {
    title: '',
    story: '',
    goal: goalField(campaign.fundraising.suggestedGoal ?? fundraiserGoalBounds(currencyOf(currency)).min, currency),
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
    goal: goalField(page.goal, page.currency),
    imageUrl: page.imageUrl,
    teamChoice: page.teamId !== null ? 'join' : 'none',
    team: page.teamId !== null && page.team ? { id: page.teamId, name: page.team.name } : null,
    newTeamName: '',
    newTeamGoal: '',
  };
}
