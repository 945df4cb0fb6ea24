import {
  donationMessages,
  FUNDRAISER_GOAL_MIN,
  fundraiserInputSchema,
  fundraiserMessages as m,
  fundraiserTeamInputSchema,
  type CampaignDetail,
  type FundraiserInput,
  type OwnFundraiser,
} from '@causeway/contracts';
import { z } from 'zod';
import { dollarsParam } from '@/lib/money';

/** The form's own rule, not the server's: joining a team means picking one. */
export const CHOOSE_TEAM = 'Please choose a team to join';

export const teamChoices = ['none', 'join', 'new'] as const;
export type TeamChoice = (typeof teamChoices)[number];

// Dollars and cents as people type them: '500', '1,250.50', with or without a leading '$'.
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/** A goal typed in dollars, read into cents and checked by the contract's own rule (at least $100). */
const dollarsGoal = (goal: z.ZodType<number, number>, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .regex(DOLLARS, donationMessages.amountInvalid)
    .transform((text) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100))
    .pipe(goal);

/** The team the page is in now (edit), shown as chosen until another is picked. */
export type PickedTeam = { id: number; name: string };

/**
 * The create and edit form: what the inputs hold (goals as typed text, the team choice as a radio), checked by the
 * contract's rules field by field, and handed over as the request body (FundraiserInput, goals in cents).
 */
export const fundraiserFormSchema = z
  .object({
    title: fundraiserInputSchema.shape.title,
    story: fundraiserInputSchema.shape.story,
    goal: dollarsGoal(fundraiserInputSchema.shape.goal, m.goalMin),
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
    if (!name.success) ctx.addIssue({ code: 'custom', path: ['newTeamName'], message: name.error.issues[0]!.message });
    const goal = dollarsGoal(fundraiserTeamInputSchema.shape.goal, m.teamGoalMin).safeParse(values.newTeamGoal);
    if (!goal.success) ctx.addIssue({ code: 'custom', path: ['newTeamGoal'], message: goal.error.issues[0]!.message });
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
                goal: Math.round(Number(values.newTeamGoal.trim().replace(/[$,\s]/g, '')) * 100),
              },
            }
          : null,
  }));

export type FundraiserFormValues = z.input<typeof fundraiserFormSchema>;

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

/** A new page: the campaign's suggested goal (or the $100 floor), no photo, no team. */
export function newFundraiserValues(campaign: Pick<CampaignDetail, 'fundraising'>): FundraiserFormValues {
  return {
    title: '',
    story: '',
    goal: dollarsParam(campaign.fundraising.suggestedGoal ?? FUNDRAISER_GOAL_MIN),
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
    goal: dollarsParam(page.goal),
    imageUrl: page.imageUrl,
    teamChoice: page.teamId !== null ? 'join' : 'none',
    team: page.teamId !== null && page.team ? { id: page.teamId, name: page.team.name } : null,
    newTeamName: '',
    newTeamGoal: '',
  };
}
