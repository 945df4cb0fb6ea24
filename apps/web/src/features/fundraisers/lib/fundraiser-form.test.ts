import { fundraiserMessages as m } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { CHOOSE_TEAM, fundraiserFormSchema, newFundraiserValues, type FundraiserFormValues } from './fundraiser-form';

const filled: FundraiserFormValues = {
  title: '  Ada’s 10k  ',
  story: 'Line one\nLine two',
  goal: '$1,250.50',
  imageUrl: null,
  teamChoice: 'none',
  team: null,
  newTeamName: '',
  newTeamGoal: '',
};

/** The message the form shows under `field`, or undefined. */
function messageFor(values: Partial<FundraiserFormValues>, field: string): string | undefined {
  const parsed = fundraiserFormSchema.safeParse({ ...filled, ...values });
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('the fundraising page form', () => {
  it('hands over the body in cents, the text cleaned, line breaks kept, and no team', () => {
    expect(fundraiserFormSchema.parse(filled)).toEqual({
      title: 'Ada’s 10k',
      story: 'Line one\nLine two',
      goal: 125_050,
      imageUrl: null,
      team: null,
    });
  });

  it('asks for a title and a story', () => {
    expect(messageFor({ title: '   ' }, 'title')).toBe(m.titleRequired);
    expect(messageFor({ story: '' }, 'story')).toBe(m.storyRequired);
    expect(messageFor({ title: 'x'.repeat(81) }, 'title')).toBe(m.titleMax);
  });

  it('takes a goal of at least $100, typed as dollars', () => {
    expect(messageFor({ goal: '99.99' }, 'goal')).toBe(m.goalMin);
    expect(messageFor({ goal: '' }, 'goal')).toBe(m.goalMin);
    expect(messageFor({ goal: 'lots' }, 'goal')).toBe('Please enter a valid amount');
    expect(messageFor({ goal: '100' }, 'goal')).toBeUndefined();
    expect(messageFor({ goal: '10,000,001' }, 'goal')).toBe(m.goalMax);
  });

  it('joins the team picked, and asks to pick one', () => {
    expect(messageFor({ teamChoice: 'join', team: null }, 'team')).toBe(CHOOSE_TEAM);
    expect(
      fundraiserFormSchema.parse({ ...filled, teamChoice: 'join', team: { id: 4, name: 'Striders' } }).team,
    ).toEqual({ teamId: 4 });
  });

  it('starts a team with a name and a goal of at least $100', () => {
    expect(messageFor({ teamChoice: 'new', newTeamName: ' ', newTeamGoal: '500' }, 'newTeamName')).toBe(
      m.teamNameRequired,
    );
    expect(messageFor({ teamChoice: 'new', newTeamName: 'Striders', newTeamGoal: '50' }, 'newTeamGoal')).toBe(
      m.teamGoalMin,
    );
    expect(
      fundraiserFormSchema.parse({ ...filled, teamChoice: 'new', newTeamName: 'Striders', newTeamGoal: '2,000' }).team,
    ).toEqual({ newTeam: { name: 'Striders', goal: 200_000 } });
  });

  it('leaves the team fields alone when no team is chosen, and forgets a picked team', () => {
    expect(
      fundraiserFormSchema.parse({ ...filled, teamChoice: 'none', team: { id: 4, name: 'Striders' }, newTeamGoal: 'x' })
        .team,
    ).toBeNull();
  });

  it('starts a new page at the campaign’s suggested goal, else at $100', () => {
    expect(newFundraiserValues({ fundraising: { enabled: true, suggestedGoal: 50_000, guide: '' } }).goal).toBe('500');
    expect(newFundraiserValues({ fundraising: { enabled: true, suggestedGoal: null, guide: '' } }).goal).toBe('100');
  });
});
