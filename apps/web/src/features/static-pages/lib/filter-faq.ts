export type FaqItem = { id: string; question: string; answer: string };
export type FaqCategory = { id: string; title: string; items: readonly FaqItem[] };

/**
 * Case-insensitive and blind to curly versus straight quotes. Keeps the text's length, so positions found in
 * the folded text are positions in the original (highlightMatches relies on it).
 */
export function foldText(text: string): string {
  const folded = text.replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"');
  const lower = folded.toLowerCase();
  // A handful of letters change length when lower-cased (e.g. 'İ'); keep those as they are.
  return lower.length === folded.length ? lower : folded;
}

/** The words of a search, folded and without repeats; an empty list means "show everything". */
export function searchTerms(query: string): string[] {
  return [...new Set(foldText(query).split(/\s+/).filter(Boolean))];
}

/** An item matches when every word of the search appears in its question or its answer. */
export function matchesFaqItem(item: FaqItem, terms: readonly string[]): boolean {
  const haystack = foldText(`${item.question}\n${item.answer}`);
  return terms.every((term) => haystack.includes(term));
}

/** The categories with only their matching items, leaving out categories with none. */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...categories];
  return categories
    .map((category) => ({ ...category, items: category.items.filter((item) => matchesFaqItem(item, terms)) }))
    .filter((category) => category.items.length > 0);
}

export function countFaqItems(categories: readonly FaqCategory[]): number {
  return categories.reduce((total, category) => total + category.items.length, 0);
}
