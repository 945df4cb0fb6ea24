// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { stripeElementsOptions } from './stripe-js';

describe('the Payment Element’s options', () => {
  it('speak the page’s language (issue 26), not the browser’s, and follow the theme', () => {
    expect(stripeElementsOptions('pi_1_secret_2', 'es')).toMatchObject({
      clientSecret: 'pi_1_secret_2',
      locale: 'es',
      appearance: { theme: 'stripe' },
    });
    document.documentElement.classList.add('dark');
    expect(stripeElementsOptions('pi_1_secret_2', 'en')).toMatchObject({
      locale: 'en',
      appearance: { theme: 'night' },
    });
    document.documentElement.classList.remove('dark');
  });
});
