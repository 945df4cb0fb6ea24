import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  compactCatalogue,
  contractCatalogue,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  locales,
  parsePo,
  requestLocale,
  translateContractText,
  type ApiError,
  type ContractCatalogue,
  type Locale,
} from '@causeway/contracts';

// packages/contracts/locales, from src/plugins (tests, development) and dist/plugins (the built server) alike.
const catalogueDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contracts/locales',
);

/** A language's translations of the contracts' messages: English → translation. */
export function readContractTranslations(locale: Locale, dir = catalogueDir): Map<string, string> {
  return parsePo(fs.readFileSync(path.join(dir, `${locale}.po`), 'utf8'));
}

/** Each language's catalogue of the contracts' messages, read once (English needs none). */
export function loadContractCatalogues(dir = catalogueDir): Map<Locale, ContractCatalogue> {
  return new Map(
    locales
      .filter((locale) => locale !== DEFAULT_LOCALE)
      .map((locale) => [locale, contractCatalogue(compactCatalogue(readContractTranslations(locale, dir)))]),
  );
}

/**
 * The language a request is answered in (issue 26): the visitor's choice (the cookie, which signing in sets to the
 * account's saved language), else the best of Accept-Language, else English.
 */
export function answerLocale(request: FastifyRequest): Locale {
  return requestLocale(request.cookies?.[LOCALE_COOKIE], request.headers['accept-language']);
}

const isApiError = (payload: unknown): payload is ApiError =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as ApiError).message === 'string' &&
  typeof (payload as ApiError).code === 'string';

/** The answer depends on the request's language: caches keep one copy per language. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const have = new Set(vary.split(',').map((v) => v.trim().toLowerCase()));
  const add = ['Accept-Language', 'Cookie'].filter((h) => !have.has(h.toLowerCase()));
  if (add.length > 0) reply.header('vary', [vary, ...add].filter(Boolean).join(', '));
}

/**
 * Error answers in the request's language: their message and each field's messages, which come from the contracts
 * (validation, not found, refused), are translated through the language's catalogue. A message the catalogue does
 * not know stays English. Successful answers carry data, not messages, and are left as they are.
 */
export function registerAnswerLanguage(app: FastifyInstance, catalogues = loadContractCatalogues()): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isApiError(payload)) return payload;
    varyOnLanguage(reply);
    const catalogue = catalogues.get(answerLocale(request));
    if (!catalogue) return payload;
    const translated: ApiError = { ...payload, message: translateContractText(catalogue, payload.message) };
    if (payload.fieldErrors)
      translated.fieldErrors = Object.fromEntries(
        Object.entries(payload.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => translateContractText(catalogue, message)),
        ]),
      );
    return translated;
  });
}
