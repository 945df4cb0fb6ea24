// @vitest-environment jsdom
import type { PublicFundraiser } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { english, renderWithProviders } from '@/test/render';
import { FundraiserDetails } from './fundraiser-details';

const page: PublicFundraiser = {
  id: 3,
  slug: 'adas-10k',
  title: 'Ada runs 10k for water',
  story: 'I am running.',
  goal: 50_000,
  raisedAmount: 12_500,
  giftCount: 3,
  imageUrl: null,
  status: 'active',
  acceptingDonations: true,
  fundraiserName: 'Ada L.',
  team: { slug: 'runners', name: 'Runners' },
  campaign: {
    id: 7,
    title: 'Clean Water for Kisoro',
    shortDescription: 'Wells.',
    featuredImageUrl: null,
    acceptingDonations: true,
  },
  recentSupporters: [{ name: 'Grace', amount: 2500, currency: 'usd', createdAt: '2026-01-02T00:00:00.000Z' }],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('a fundraising page’s words (issue 26)', () => {
  it.each([
    ['en', 'Story', 'Supporters', 'Donate', 'raised of $500', '3 gifts', 'Team Runners', 'Share this page'],
    [
      'es',
      'Historia',
      'Donantes',
      'Donar',
      // Money as Spanish writes it (issue 26: figures follow the language; the matcher reads its no-break space as one).
      'recaudado de 500 US$',
      '3 donaciones',
      'Equipo Runners',
      'Compartir esta página',
    ],
  ])('reads in %s', async (locale, story, supporters, donate, raisedOf, gifts, team, share) => {
    renderWithProviders(<FundraiserDetails page={page} />, {
      i18n: locale === 'en' ? english : await i18nFor(locale),
    });
    expect(screen.getByRole('heading', { name: story })).toBeTruthy();
    expect(screen.getByRole('heading', { name: new RegExp(`^${supporters}`) })).toBeTruthy();
    expect(screen.getByRole('link', { name: donate })).toBeTruthy();
    expect(screen.getByText(raisedOf)).toBeTruthy();
    expect(screen.getByText(gifts)).toBeTruthy();
    expect(screen.getByRole('link', { name: team })).toBeTruthy();
    expect(screen.getByText(share)).toBeTruthy();
  });
});
