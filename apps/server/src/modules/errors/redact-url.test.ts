import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['https://give.example/reset-password?token=abc', 'https://give.example/reset-password?token=redacted'],
    [
      '/donation-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x',
      '/donation-success?payment_intent=pi_1&payment_intent_client_secret=redacted',
    ],
    ['/api/receipts/4.pdf?sig=deadbeef&exp=99', '/api/receipts/4.pdf?sig=redacted&exp=99'],
    ['/campaigns?q=water&email=a%40b.c#top', '/campaigns?q=water&email=redacted'],
    ['https://give.example/donate/4?amount=25', 'https://give.example/donate/4?amount=25'],
  ])('%s → %s', (raw, expected) => {
    expect(redactUrl(raw)).toBe(expected);
  });

  it('keeps nothing after the path of what it cannot parse, and passes empty values as null', () => {
    expect(redactUrl('http://[bad?token=x')).toBe('http://[bad');
    expect(redactUrl('')).toBeNull();
    expect(redactUrl(undefined)).toBeNull();
  });
});
