import fs from 'node:fs';
import {
  compactCatalogue,
  DEFAULT_LOCALE,
  embedOperations as ops,
  isLocale,
  negotiateLocale,
  parseId,
  widgetMessages,
  widgetTexts,
  type Locale,
  type WidgetBootData,
} from '@causeway/contracts';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { addOperation } from '../../lib/operation-route';
import { jsonBody, type CachedBody, type ReadCache } from '../../lib/read-cache';
import { readContractTranslations } from '../../plugins/answer-language';
import { allowFraming } from '../../plugins/web-app';
import { getWidgetData } from './embed.service';

export interface WidgetPageOptions {
  /** The built widget (apps/widget/dist); absent or unbuilt: the widget routes are not served. */
  distDir?: string;
  db: Db;
  readCache: ReadCache;
}

/** Where the built widget page carries the campaign (apps/widget/index.html). */
const DATA_SLOT = '<!--widget-data-->';

/**
 * The embeddable widget (public spec section 2): /embed/{id} is the built widget page with the campaign inlined
 * as JSON, so the first render needs one HTML response and the two fingerprinted assets under /widget/assets/,
 * cached for good. /embed.js is the host-page script. The page may be framed by any site and sets no cookie.
 */
export async function registerWidgetPage(app: FastifyInstance, opts: WidgetPageOptions): Promise<void> {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
  if (!indexFile || !fs.existsSync(indexFile)) return;
  const template = fs.readFileSync(indexFile, 'utf8');
  const scriptFile = path.join(opts.distDir!, 'embed.js');
  const embedScript = fs.existsSync(scriptFile) ? fs.readFileSync(scriptFile) : undefined;

  await app.register(fastifyStatic, {
    root: path.join(opts.distDir!, 'assets'),
    prefix: '/widget/assets/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
    // The build writes .br and .gz beside each text asset (scripts/precompress.mjs).
    preCompressed: true,
  });

  addOperation(app, ops.page, async ({ params, query, request, reply }) => {
    const id = parseId(params.id);
    // A supporter's page (issue 25) is part of the key: the same campaign's widget may give through many pages.
    const slug = query.fundraiser;
    const page = await opts.readCache.getOrProduce(`widget-page:${id ?? 0}:${slug ?? ''}`, () =>
      widgetPageData(opts.db, id, slug),
    );
    const locale = widgetLocale(query.lang, request.headers['accept-language']);
    // JSON inside <script type="application/json"> is data, never run; "<" is escaped so it cannot close the tag.
    const json = (id: string, body: string) =>
      `<script type="application/json" id="${id}">${body.replace(/</g, '\\u003c')}</script>`;
    const words = wordsOf(locale);
    const data = json('widget-data', page!.body) + (words ? json('widget-words', words) : '');
    allowFraming(reply);
    reply
      .status(page!.found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language');
    return template
      .replace(/<html[^>]*>/, `<html lang="${locale}">`)
      .replace(`<title>${widgetMessages.pageTitle}</title>`, `<title>${escapeHtml(titleOf(locale))}</title>`)
      .replace(DATA_SLOT, data);
  });

  if (embedScript) {
    addOperation(app, ops.script, ({ reply }) => {
      // Host pages on any origin load it; a day's cache, refreshed in the background after that.
      reply
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
      return embedScript;
    });
  }
}

/**
 * What the widget page inlines: the campaign, or the reason the widget shows instead of it (an unknown or
 * private campaign is a 404 page that still renders the widget's notice, and is kept like a found one: many
 * host pages may frame a removed campaign).
 */
async function widgetPageData(
  db: Db,
  id: number | null,
  fundraiserSlug: string | undefined,
): Promise<CachedBody & { found: boolean }> {
  let data: WidgetBootData;
  try {
    data = id === null ? { error: widgetMessages.notFound } : await getWidgetData(db, id, fundraiserSlug);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    data = { error: widgetMessages.notFound };
  }
  return { ...jsonBody(data), found: 'campaign' in data };
}

/** The widget's language: the embed code's or host page's (`?lang=es-MX`), else the visitor's browser's. */
function widgetLocale(asked: string | undefined, acceptLanguage: string | undefined): Locale {
  const language = asked?.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : negotiateLocale(acceptLanguage);
}

/** Each language's translations of the widget's words, as the widget reads them (JSON); none for English. */
const widgetWords = new Map<Locale, { json: string; title: string }>();
function widgetWordsOf(locale: Locale): { json: string; title: string } | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  let words = widgetWords.get(locale);
  if (!words) {
    const translations = readContractTranslations(locale);
    const wanted = new Map(
      widgetTexts.flatMap((text) => (translations.has(text) ? [[text, translations.get(text)!]] : [])),
    );
    words = {
      json: JSON.stringify(compactCatalogue(wanted)),
      title: translations.get(widgetMessages.pageTitle) ?? widgetMessages.pageTitle,
    };
    widgetWords.set(locale, words);
  }
  return words;
}
const wordsOf = (locale: Locale) => widgetWordsOf(locale)?.json;
const titleOf = (locale: Locale) => widgetWordsOf(locale)?.title ?? widgetMessages.pageTitle;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
