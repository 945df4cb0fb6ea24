import {
  contractCatalogue,
  intlLocales,
  isLocale,
  setFormatLocale,
  translateContractText,
  type CompactCatalogue,
} from '@causeway/contracts';

/**
 * The widget's words in its page's language (issue 26): the server puts their translations in the page (an English
 * page has none) beside the campaign, so the widget loads no catalogue of its own. A text without a translation,
 * like what the campaign's administrator wrote, shows as it is.
 */
function readWords(): CompactCatalogue | null {
  const text = document.getElementById('widget-words')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as CompactCatalogue;
  } catch {
    return null;
  }
}

const words = readWords();

// Amounts follow the page's language too ('25 €' in Spanish): the server set <html lang> to the widget's language.
const pageLanguage = document.documentElement.lang;
if (isLocale(pageLanguage)) setFormatLocale(intlLocales[pageLanguage]);
const catalogue = words ? contractCatalogue(words) : undefined;

/** `text` (one of the widget's words, or a message made from one of its templates) in the page's language. */
export const say = (text: string): string => translateContractText(catalogue, text);
