import { describe, expect, it } from 'vitest';
import { directionOf, negotiateLocale, requestLocale } from './locales';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['fr, de', 'en'],
    ['*', 'en'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0, en', 'en'],
    ['ES-es', 'es'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe('requestLocale', () => {
  it('takes the saved choice over the browser’s languages', () => {
    expect(requestLocale('es', 'en-US')).toBe('es');
    expect(requestLocale('en', 'es-ES')).toBe('en');
  });
  it('ignores a cookie naming a language the site does not speak', () => {
    expect(requestLocale('fr', 'es')).toBe('es');
    expect(requestLocale('<script>', undefined)).toBe('en');
  });
});

describe('directionOf', () => {
  it('knows right-to-left scripts', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('es')).toBe('ltr');
  });
});
