import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPo } from './read-po';

// Issue 26: English is the source language, and it reads exactly as the spec words it. Every string the spec
// quotes (test/spec-quotes.json, written by scripts/spec-quotes.mjs) is an English message of a catalogue: the web
// app's, the contracts' or the server's. A reworded message fails here, in any language's build.
const root = path.resolve(import.meta.dirname, '..');
const quotes = JSON.parse(fs.readFileSync(path.join(root, 'test/spec-quotes.json'), 'utf8')) as string[];

const webDir = path.join(root, 'apps/web/src/locales/en');
const english = new Set<string>();
for (const file of [
  ...fs.readdirSync(webDir).map((name) => path.join(webDir, name)),
  path.join(root, 'packages/contracts/locales/en.po'),
  path.join(root, 'apps/server/locales/en.po'),
]) {
  // A message with a context is the same English words.
  for (const id of readPo(file).keys()) english.add(id.split('\u0004').at(-1)!);
}

/**
 * Quotes that are not one message, each with the message(s) that say it, or null and why no catalogue holds it.
 * A toast's 'Title: description' is two messages, which the check below splits by itself.
 */
const readAs: Record<string, string[] | { notAMessage: string }> = {
  ' (Copy)': { notAMessage: 'the suffix of a duplicated campaign’s title: stored data (DUPLICATE_SUFFIX)' },
  '404 Page Not Found': ['Page Not Found'],
  'Failed to fetch campaign': {
    notAMessage: 'an error’s inner message; the page shows the spec’s card for it (Campaign Not Found)',
  },
  'Help new users get started with the platform': {
    notAMessage: 'the sample tour’s description: data an administrator edits (onboarding defaults)',
  },
  'JOIN TODAY': { notAMessage: 'the default button text of a campaign’s embed settings: data an administrator edits' },
  // The minimum in the campaign's currency (issue 26): '$1' in US dollars.
  'Invalid Amount: Donation amount must be at least $1': ['Invalid Amount', 'Donation amount must be at least {least}'],
  'Last updated: January 1, 2025': ['Last updated: {date}'],
  'Monthly Recurring': ['{label} Recurring'],
  'N days left': ['{daysLeft, plural, one {# day left} other {# days left}}'],
  '{n} days left': ['{daysLeft, plural, one {# day left} other {# days left}}'],
  'Step N of M': ['Step {stepNumber} of 2'],
  'Secure payment processing by': ['Secure payment processing by <0>Stripe</0>'],
  // DECISIONS.md "Register success texts differ": the spec's other wording is not shown.
  'Registration failed': { notAMessage: 'the spec’s second wording; DECISIONS.md keeps "Registration Failed"' },
  'There was a problem with your registration.': { notAMessage: 'the second wording, as above' },
  'Registration successful': { notAMessage: 'the second wording; DECISIONS.md keeps "Registration Successful"' },
  'Your account has been created. Please check your email to verify your account.': {
    notAMessage: 'the second wording; DECISIONS.md keeps "Your account has been created successfully"',
  },
  'Setup failed': ['Setup Failed'],
  'State is not valid': { notAMessage: 'a console warning for developers (admin spec: tours), not shown' },
  'Steps are not valid': { notAMessage: 'a console warning for developers, not shown' },
  'Target not mounted': { notAMessage: 'a console warning for developers, not shown' },
  'Target not visible': { notAMessage: 'a console warning for developers, not shown' },
  completed: { notAMessage: 'a value: a tour step’s state' },
  recent: { notAMessage: 'a value: a sort key of the words of support' },
  top: { notAMessage: 'a value: a sort key' },
  'n of total': { notAMessage: 'a pattern the spec describes; the pagination says "Page {page} of {pageCount}"' },
  '{status}: {body text or status text}': { notAMessage: 'the form of an API error, not words' },
};

/** The messages that say `quote`: itself, a toast's title and description, or what readAs lists. */
function messagesOf(quote: string): string[] | null {
  const mapped = readAs[quote];
  if (mapped && !Array.isArray(mapped)) return null;
  if (mapped) return mapped;
  if (english.has(quote)) return [quote];
  const colon = quote.indexOf(': ');
  return colon > 0 ? [quote.slice(0, colon), quote.slice(colon + 2)] : [quote];
}

describe('the spec’s quoted strings (issue 26: English reads exactly as the spec says)', () => {
  it('are English messages of the catalogues', () => {
    expect(quotes.length).toBeGreaterThan(150);
    const missing = quotes.filter((quote) => messagesOf(quote)?.some((message) => !english.has(message)));
    expect(missing, 'quoted by the spec, in no English catalogue').toEqual([]);
  });

  it('have a reason wherever one is not a message, and no reason for a quote the spec no longer has', () => {
    expect(Object.keys(readAs).filter((quote) => !quotes.includes(quote))).toEqual([]);
  });
});
