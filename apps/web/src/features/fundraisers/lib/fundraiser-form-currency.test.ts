import { donationMessages, fundraiserMessages as m } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import {
  fundraiserFormSchemaOf,
  newFundraiserValues,
  ownFundraiserValues,
  type FundraiserFormValues,
} from './fundraiser-form';
import { typedAmount } from '@/lib/money';
import { ownFundraiser } from '../pages/own-fundraiser-fixture';

// Issue 26: the form types, bounds and sends the goals in the campaign's currency.

const filled: FundraiserFormValues = {
  title: 'Ada’s 10k',
  story: 'I run.',
  goal: '10,000',
  imageUrl: null,
  teamChoice: 'none',
  team: null,
  newTeamName: '',
  newTeamGoal: '',
};

function messageFor(currency: string, values: Partial<FundraiserFormValues>, field: string) {
  const parsed = fundraiserFormSchemaOf(currency).safeParse({ ...filled, ...values });
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('the fundraising page form in the campaign’s currency', () => {
  it('reads yen as whole yen, never multiplied by 100, and euros with their cents and sign', () => {
    expect(typedAmount('¥10,000', 'jpy')).toBe(10_000);
    expect(typedAmount('10000', 'jpy')).toBe(10_000);
    expect(typedAmount('10000.5', 'jpy')).toBeNull();
    expect(typedAmount('€1,250.50', 'eur')).toBe(125_050);
    expect(typedAmount('$1,250.50', 'usd')).toBe(125_050);
    expect(typedAmount('1.2.3', 'eur')).toBeNull();
    expect(fundraiserFormSchemaOf('jpy').parse(filled).goal).toBe(10_000);
    const withTeam = { ...filled, teamChoice: 'new' as const, newTeamName: 'Runners', newTeamGoal: '₩250,000' };
    expect(fundraiserFormSchemaOf('krw').parse({ ...withTeam, goal: '150000' })).toMatchObject({
      goal: 150_000,
      team: { newTeam: { name: 'Runners', goal: 250_000 } },
    });
  });

  it('bounds the goals in the currency, with its messages', () => {
    expect(messageFor('jpy', { goal: '9,999' }, 'goal')).toBe('Your goal must be at least ¥10,000');
    expect(messageFor('jpy', { goal: '10000.5' }, 'goal')).toBe(donationMessages.amountInvalid);
    expect(messageFor('eur', { goal: '99.99' }, 'goal')).toBe('Your goal must be at least €100');
    expect(messageFor('eur', { goal: '10,000,000.01' }, 'goal')).toBe('Your goal must be at most €10,000,000');
    // ₩50,000 is more than the US floor's number, less than the won's floor.
    expect(messageFor('krw', { goal: '50000' }, 'goal')).toBe(m.goalMinOf('krw'));
    expect(messageFor('krw', { goal: '5,000,000,000' }, 'goal')).toBeUndefined();
    expect(messageFor('krw', { teamChoice: 'new', newTeamName: 'Runners', newTeamGoal: '50000' }, 'newTeamGoal')).toBe(
      'The team goal must be at least ₩100,000',
    );
    expect(messageFor('usd', { goal: '99.99' }, 'goal')).toBe(m.goalMin);
  });

  it('starts from the floor or the suggested goal in major units of the currency', () => {
    expect(
      newFundraiserValues({ currency: 'jpy', fundraising: { enabled: true, suggestedGoal: null, guide: '' } }).goal,
    ).toBe('10000');
    expect(
      newFundraiserValues({ currency: 'jpy', fundraising: { enabled: true, suggestedGoal: 50_000, guide: '' } }).goal,
    ).toBe('50000');
    expect(
      newFundraiserValues({ currency: 'krw', fundraising: { enabled: true, suggestedGoal: null, guide: '' } }).goal,
    ).toBe('100000');
    expect(
      newFundraiserValues({ currency: 'eur', fundraising: { enabled: true, suggestedGoal: 12_550, guide: '' } }).goal,
    ).toBe('125.50');
    expect(ownFundraiserValues(ownFundraiser({ goal: 75_000, currency: 'jpy' })).goal).toBe('75000');
  });
});
