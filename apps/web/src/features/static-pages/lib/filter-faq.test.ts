import { describe, expect, it } from 'vitest';
import { english } from '@/test/render';
import { faqCategoriesIn } from '../content/faq';
import { countFaqItems, filterFaq, searchTerms, type FaqCategory } from './filter-faq';

const categories: FaqCategory[] = [
  {
    id: 'giving',
    title: 'Giving',
    items: [
      { id: 'a', question: 'How do I donate?', answer: 'Pick an amount and pay by card.' },
      { id: 'b', question: 'Can I give every quarter?', answer: 'Yes: monthly, Quarterly or yearly.' },
    ],
  },
  {
    id: 'fees',
    title: 'Fees',
    items: [{ id: 'c', question: 'What does it cost?', answer: 'The processing fee is 2.9% + $0.30.' }],
  },
];

const faqCategories = faqCategoriesIn(english);

const ids = (result: FaqCategory[]) => result.flatMap((category) => category.items.map((item) => item.id));

describe('filterFaq', () => {
  it('returns every category and item for an empty or blank search', () => {
    expect(filterFaq(categories, '')).toEqual(categories);
    expect(filterFaq(categories, '   ')).toEqual(categories);
  });

  it('matches the answer text as well as the question, ignoring case', () => {
    expect(ids(filterFaq(categories, 'QUARTERLY'))).toEqual(['b']);
    expect(ids(filterFaq(categories, 'donate'))).toEqual(['a']);
    expect(ids(filterFaq(categories, 'card'))).toEqual(['a']);
  });

  it('drops categories left without a matching item', () => {
    expect(filterFaq(categories, 'fee').map((category) => category.id)).toEqual(['fees']);
  });

  it('needs every word of a search to appear, in any order', () => {
    expect(ids(filterFaq(categories, 'yearly give'))).toEqual(['b']);
    expect(ids(filterFaq(categories, 'yearly fee'))).toEqual([]);
  });

  it('treats curly and straight apostrophes alike and matches symbols literally', () => {
    const withApostrophe: FaqCategory[] = [
      { id: 'x', title: 'X', items: [{ id: 'd', question: 'What if I don’t have a card?', answer: '' }] },
    ];
    expect(ids(filterFaq(withApostrophe, "don't"))).toEqual(['d']);
    expect(ids(filterFaq(categories, '$0.30'))).toEqual(['c']);
    expect(ids(filterFaq(categories, '2.9%'))).toEqual(['c']);
  });

  it('finds nothing for text that appears nowhere', () => {
    expect(filterFaq(categories, 'bitcoin')).toEqual([]);
  });
});

describe('searchTerms', () => {
  it('splits on any whitespace, folds case and drops repeats', () => {
    expect(searchTerms('  Monthly\tmonthly  GIFT ')).toEqual(['monthly', 'gift']);
  });
});

describe('the Help Center questions', () => {
  it('cover 5 categories with several questions each', () => {
    expect(faqCategories).toHaveLength(5);
    for (const category of faqCategories) expect(category.items.length).toBeGreaterThanOrEqual(3);
    const allIds = faqCategories.flatMap((category) => category.items.map((item) => item.id));
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('mention the recurring options and every stated term (spec section 2)', () => {
    for (const text of [
      'monthly',
      'quarterly',
      'yearly',
      '2.9% + $0.30',
      'within 30 days',
      '24-48 hours',
      '7-14 days after a campaign ends',
      'within 24 hours',
      'tax-deductible',
      'without an account',
    ]) {
      expect(countFaqItems(filterFaq(faqCategories, text)), text).toBeGreaterThan(0);
    }
  });

  it("narrow to the questions that mention 'quarterly'", () => {
    const total = countFaqItems(faqCategories);
    const found = countFaqItems(filterFaq(faqCategories, 'quarterly'));
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
  });
});
