import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMessages, contactMessages, parsePo } from '@causeway/contracts';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Error answers in the request's language (issue 26): the saved choice (cookie), else Accept-Language, else English.
 * The Spanish words are the catalogue's (packages/contracts/locales/es.po), so a change of wording there is not a
 * failure here; an answer left in English is.
 */
const spanish = parsePo(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../packages/contracts/locales/es.po'), 'utf8'),
);
const inSpanish = (english: string) => {
  const translated = spanish.get(english);
  if (!translated || translated === english) throw new Error(`es.po does not translate '${english}'`);
  return translated;
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sendEmptyContact = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: '', email: 'x', subject: '', message: '' },
    headers,
  });

describe('error answers in the request’s language', () => {
  it('answers in English by default, as the spec words it', async () => {
    const res = await sendEmptyContact({});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.name).toEqual([contactMessages.nameRequired]);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('answers a validation error in Spanish for Accept-Language: es, every field and the message', async () => {
    const res = await sendEmptyContact({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fieldErrors.name).toEqual([inSpanish(contactMessages.nameRequired)]);
    expect(body.fieldErrors.email).toEqual([inSpanish(contactMessages.emailInvalid)]);
    expect(body.fieldErrors.message).toEqual([inSpanish(contactMessages.messageRequired)]);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.values(body.fieldErrors).flat()).toContain(body.message);
  });

  it('follows the saved choice in the cookie over Accept-Language', async () => {
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/campaigns/987654321',
      headers: { 'accept-language': 'es', cookie: 'causeway_locale=en' },
    });
    expect(english.statusCode).toBe(404);
    expect(english.json().message).toBe(campaignMessages.notFound);
    const spanishAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/campaigns/987654321',
      headers: { 'accept-language': 'en', cookie: 'causeway_locale=es' },
    });
    expect(spanishAnswer.statusCode).toBe(404);
    expect(spanishAnswer.json()).toEqual({ message: inSpanish(campaignMessages.notFound), code: 'NOT_FOUND' });
  });

  it('translates a message with values through its template, keeping the values', async () => {
    const { contractCatalogue, translateContractText, donationMessages } = await import('@causeway/contracts');
    const catalogue = contractCatalogue(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../../packages/contracts/locales/es.po'), 'utf8'),
    );
    const english = donationMessages.amountMinOf('eur');
    const amount = english.replace('Minimum donation amount is ', '');
    expect(amount).toMatch(/€/);
    expect(translateContractText(catalogue, english)).toBe(
      inSpanish('Minimum donation amount is {amount}').replace('{amount}', amount),
    );
  });
});
