import { english } from '@/test/render';
import { describe, expect, it } from 'vitest';
import {
  campaignImage,
  cardDescription,
  daysLeftText,
  DEFAULT_CAMPAIGN_IMAGE,
  detailDaysLeftText,
  goalReached,
  notAcceptingReason,
  splitParagraphs,
  startedText,
} from './campaign-display';

describe('daysLeftText (cards)', () => {
  it('reads the spec wording for every case', () => {
    expect(daysLeftText(null, english)).toBe('Ongoing');
    expect(daysLeftText(0, english)).toBe('Ending today');
    expect(daysLeftText(1, english)).toBe('1 day left');
    expect(daysLeftText(52, english)).toBe('52 days left');
    expect(daysLeftText(-1, english)).toBe('Ended');
    expect(daysLeftText(-30, english)).toBe('Ended');
  });
});

describe('detailDaysLeftText (campaign page)', () => {
  it('shows the number, Ended at 0 or less, and Ongoing without an end date', () => {
    expect(detailDaysLeftText(12, english)).toBe('12');
    expect(detailDaysLeftText(0, english)).toBe('Ended');
    expect(detailDaysLeftText(-3, english)).toBe('Ended');
    expect(detailDaysLeftText(null, english)).toBe('Ongoing');
  });
});

describe('cardDescription', () => {
  it('cuts at 80 characters and appends three dots', () => {
    const text = 'x'.repeat(120);
    expect(cardDescription(text)).toBe(`${'x'.repeat(80)}...`);
  });
  it('leaves a description of 80 characters or fewer untouched', () => {
    expect(cardDescription('y'.repeat(80))).toBe('y'.repeat(80));
    expect(cardDescription('Safe water close to home.')).toBe('Safe water close to home.');
  });
});

describe('campaignImage', () => {
  it('uses the default image when a campaign has none', () => {
    expect(campaignImage(null)).toBe(DEFAULT_CAMPAIGN_IMAGE);
    expect(campaignImage('')).toBe(DEFAULT_CAMPAIGN_IMAGE);
    expect(campaignImage('/uploads/a.jpg')).toBe('/uploads/a.jpg');
  });
});

describe('startedText', () => {
  it("keeps the start date's first two words without the comma", () => {
    expect(startedText('2025-11-03')).toBe('November 3');
    expect(startedText(new Date(2024, 0, 15, 12).toISOString())).toBe('January 15');
  });
});

describe('splitParagraphs', () => {
  it('splits at line breaks and drops blank lines', () => {
    expect(splitParagraphs('First.\n\nSecond.\r\nThird.\n  \n')).toEqual(['First.', 'Second.', 'Third.']);
  });
});

describe('goalReached', () => {
  it('is true from 100% on, percentages above 100 included', () => {
    expect(goalReached(99)).toBe(false);
    expect(goalReached(100)).toBe(true);
    expect(goalReached(140)).toBe(true);
  });
});

describe('notAcceptingReason', () => {
  it('says why a campaign takes no donations, from the server’s answer', () => {
    expect(notAcceptingReason({ status: 'active', daysLeft: 3, acceptingDonations: true }, english)).toBeUndefined();
    expect(notAcceptingReason({ status: 'paused', daysLeft: 3, acceptingDonations: false }, english)).toMatch(/paused/);
    expect(notAcceptingReason({ status: 'active', daysLeft: -2, acceptingDonations: false }, english)).toMatch(/ended/);
    expect(notAcceptingReason({ status: 'completed', daysLeft: null, acceptingDonations: false }, english)).toMatch(
      /ended/,
    );
  });
});
