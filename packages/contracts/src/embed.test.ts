import { describe, expect, it } from 'vitest';
import { fillImpactText, parsePresetAmounts, peopleHelped, widgetDonateUrl } from './embed';

describe('widget helpers', () => {
  it('counts the people a gift helps at $35 each, at least one', () => {
    expect([1, 25, 34, 35, 69, 70, 350].map(peopleHelped)).toEqual([1, 1, 1, 1, 1, 2, 10]);
  });

  it('fills every placeholder of the impact text, in the singular for one person', () => {
    expect(fillImpactText('Your {amount} feeds {people} people; {amount} well spent.', 70)).toBe(
      'Your $70 feeds 2 people; $70 well spent.',
    );
    expect(fillImpactText('Your {amount} feeds {people} people.', 25)).toBe('Your $25 feeds 1 person.');
    expect(fillImpactText('Give ${amount} to help {people}', 105)).toBe('Give $105 to help 3');
  });

  it("reads a campaign's preset amounts, or falls back to 5, 15, 30, 50", () => {
    expect(parsePresetAmounts('10, 25,40')).toEqual([10, 25, 40]);
    expect(parsePresetAmounts(null)).toEqual([5, 15, 30, 50]);
    expect(parsePresetAmounts(' , x')).toEqual([5, 15, 30, 50]);
  });

  it('links a gift to the donation page in whole dollars', () => {
    expect(widgetDonateUrl(7, 25, 'monthly')).toBe('/donate/7?amount=25&type=monthly');
    expect(widgetDonateUrl(7, 25, 'once', 'https://friends.example.org')).toBe(
      '/donate/7?amount=25&type=once&host=https%3A%2F%2Ffriends.example.org',
    );
    expect(widgetDonateUrl(7, 25, 'once', null)).toBe('/donate/7?amount=25&type=once');
  });

  it("carries the supporter's page a widget gift goes through (issue 25)", () => {
    expect(widgetDonateUrl(7, 25, 'once', null, 'adas-run-2')).toBe(
      '/donate/7?amount=25&type=once&fundraiser=adas-run-2',
    );
    expect(widgetDonateUrl(7, 25, 'monthly', 'https://friends.example.org', 'adas-run')).toBe(
      '/donate/7?amount=25&type=monthly&host=https%3A%2F%2Ffriends.example.org&fundraiser=adas-run',
    );
  });
});
