import type { CampaignEdit } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import {
  campaignFieldPaths,
  campaignFormSchema,
  campaignToValues,
  dateInput,
  localDateInput,
  newCampaignValues,
  toCampaignInput,
  type CampaignFormValues,
} from './campaign-form';

const valid: CampaignFormValues = {
  ...newCampaignValues(new Date(2025, 2, 1)),
  title: 'Clean water for everyone',
  shortDescription: 'Wells and filters for three villages.',
  description: 'x'.repeat(120),
  goal: 2500,
  organizationId: 4,
  rewards: [{ rewardId: null, title: 'Thank-you card', description: '', minimumAmount: 25.5, imageUrl: '' }],
};

const messages = (values: CampaignFormValues) => {
  const result = campaignFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('newCampaignValues', () => {
  it('starts as a draft in Other with a $1000 goal, today, and the embed defaults', () => {
    expect(newCampaignValues(new Date(2025, 2, 7))).toMatchObject({
      status: 'draft',
      category: 'other',
      goal: 1000,
      startDate: '2025-03-07',
      endDate: '',
      organizationId: null,
      embedPrimaryColor: '#F59E0B',
      embedButtonText: 'JOIN TODAY',
      embedPresetAmounts: '10,20,40,100',
    });
  });
});

describe('campaignFormSchema', () => {
  it("shows the contract's messages for an empty form", () => {
    const empty = { ...newCampaignValues(), goal: 50 };
    expect(messages(empty)).toEqual(
      expect.arrayContaining([
        'title: Title must be at least 5 characters',
        'shortDescription: Short description must be at least 20 characters',
        'description: Description must be at least 100 characters',
        'goal: Goal amount must be at least $100',
        'organizationId: Please select an organization',
      ]),
    );
  });

  it('refuses an empty goal with the minimum message', () => {
    expect(messages({ ...valid, goal: Number.NaN })).toEqual(['goal: Goal amount must be at least $100']);
  });

  it('refuses an end before the start', () => {
    expect(messages({ ...valid, startDate: '2025-03-10', endDate: '2025-03-01' })).toEqual([
      'endDate: End date must be on or after the start date',
    ]);
  });

  it("checks each reward's title and minimum in dollars", () => {
    const rewards = [{ rewardId: null, title: 'ab', description: '', minimumAmount: 0.5, imageUrl: 'nope' }];
    expect([...new Set(messages({ ...valid, rewards }))]).toEqual([
      'rewards.0.title: Reward title must be at least 3 characters',
      'rewards.0.minimumAmount: Reward minimum amount must be at least $1',
      'rewards.0.imageUrl: Must be a valid URL',
    ]);
  });
});

describe('toCampaignInput', () => {
  it('sends cents, empty optional fields as null, and keeps saved rewards by id', () => {
    const values = {
      ...valid,
      rewards: [
        { rewardId: 9, title: 'Mug', description: 'A mug', minimumAmount: 50, imageUrl: '/uploads/mug.webp' },
        ...valid.rewards,
      ],
    };
    const input = toCampaignInput(campaignFormSchema.parse(values));
    expect(input).toMatchObject({
      goal: 250_000,
      endDate: null,
      featuredImageUrl: null,
      organizationId: 4,
      embedImpactText: null,
      rewards: [
        { id: 9, title: 'Mug', description: 'A mug', minimumAmount: 5000, imageUrl: '/uploads/mug.webp' },
        { title: 'Thank-you card', description: '', minimumAmount: 2550, imageUrl: null },
      ],
    });
    expect(input.rewards?.[1]).not.toHaveProperty('id');
  });
});

describe('other currencies', () => {
  it('sends yen as they are and euros in cents', () => {
    const yen = {
      ...valid,
      currency: 'jpy' as const,
      goal: 10_000,
      rewards: [{ ...valid.rewards[0]!, minimumAmount: 500 }],
    };
    expect(toCampaignInput(campaignFormSchema.parse(yen))).toMatchObject({
      currency: 'jpy',
      goal: 10_000,
      rewards: [{ minimumAmount: 500 }],
    });
    expect(toCampaignInput(campaignFormSchema.parse({ ...valid, currency: 'eur' }))).toMatchObject({
      currency: 'eur',
      goal: 250_000,
      rewards: [{ minimumAmount: 2550 }],
    });
  });

  it("checks the goal against the currency's bounds with its messages", () => {
    expect(messages({ ...valid, currency: 'jpy', goal: 9_999, rewards: [] })).toEqual([
      'goal: Goal amount must be at least ¥10,000',
    ]);
    expect(messages({ ...valid, currency: 'jpy', goal: Number.NaN, rewards: [] })).toEqual([
      'goal: Goal amount must be at least ¥10,000',
    ]);
    expect(messages({ ...valid, currency: 'eur', goal: 100_000_001 })).toEqual([
      'goal: Goal amount must be at most €100,000,000',
    ]);
    expect(messages({ ...valid, goal: 100_000_001 })).toEqual(['goal: Goal amount must be at most $100,000,000']);
  });

  it('refuses a reward under 100 yen, which the server would', () => {
    const rewards = [{ ...valid.rewards[0]!, minimumAmount: 99 }];
    expect(messages({ ...valid, currency: 'jpy', goal: 10_000, rewards })).toEqual([
      'rewards.0.minimumAmount: Reward minimum amount must be at least ¥100',
    ]);
  });

  it('starts a new campaign in the given currency with the $1000 goal scaled to it', () => {
    expect(newCampaignValues(new Date(2025, 2, 7), 'jpy')).toMatchObject({ currency: 'jpy', goal: 100_000 });
    expect(newCampaignValues(new Date(2025, 2, 7))).toMatchObject({ currency: 'usd', goal: 1000 });
  });

  it("loads a saved campaign's amounts in its currency", () => {
    const campaign = { goal: 1_000_000, currency: 'jpy', rewards: [{ id: 1, minimumAmount: 500 }] };
    expect(campaignToValues(campaign as unknown as CampaignEdit)).toMatchObject({
      currency: 'jpy',
      goal: 1_000_000,
      rewards: [{ minimumAmount: 500 }],
    });
  });
});

describe('campaignToValues', () => {
  it('loads a saved campaign in dollars and calendar days, unset embed fields empty', () => {
    const campaign = {
      id: 3,
      title: 'Trees',
      shortDescription: 'Plant trees',
      description: 'Long',
      category: 'unknown',
      featuredImageUrl: null,
      status: 'active',
      goal: 123_400,
      startDate: '2025-03-01T00:00:00.000Z',
      endDate: null,
      organizationId: 2,
      rewards: [{ id: 5, title: 'Card', description: 'Thanks', imageUrl: null, minimumAmount: 1050 }],
      embedPrimaryColor: '#112233',
      embedTextColor: null,
      embedAccentColor: null,
      embedBackgroundColor: null,
      embedButtonText: null,
      embedPresetAmounts: '5,10',
      embedImpactText: null,
    } as unknown as CampaignEdit;
    expect(campaignToValues(campaign)).toMatchObject({
      category: 'other',
      goal: 1234,
      startDate: '2025-03-01',
      endDate: '',
      organizationId: 2,
      featuredImageUrl: '',
      rewards: [{ rewardId: 5, title: 'Card', description: 'Thanks', minimumAmount: 10.5, imageUrl: '' }],
      embedPrimaryColor: '#112233',
      embedTextColor: '',
      embedPresetAmounts: '5,10',
    });
  });
});

describe('dates', () => {
  it('reads the calendar day of a stored date and writes a local day', () => {
    expect(dateInput('2025-12-31T00:00:00.000Z')).toBe('2025-12-31');
    expect(dateInput(null)).toBe('');
    expect(localDateInput(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});

describe('campaignFieldPaths', () => {
  it("names each reward's fields", () => {
    expect(campaignFieldPaths(1)).toEqual(
      expect.arrayContaining(['goal', 'organizationId', 'rewards.0.title', 'rewards.0.minimumAmount']),
    );
  });
});
