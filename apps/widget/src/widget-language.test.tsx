// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactCatalogue, parsePo, widgetMessages as m, widgetTexts } from '@causeway/contracts';
import { widgetCampaign } from './test/widget-campaign';
import spanishPo from '../../../packages/contracts/locales/es.po?raw';

/**
 * The widget in Spanish (issue 26): its words come with the page (the server inlines their translations, see
 * modules/embed/widget-page.ts), so the widget shows them with no catalogue download. The expected words are the
 * catalogue's, so a change of wording there is not a failure here; a word left in English is.
 */
const spanish = parsePo(spanishPo);
const inSpanish = (english: string) => {
  const translated = spanish.get(english);
  if (!translated || translated === english) throw new Error(`es.po does not translate '${english}'`);
  return translated;
};

let root: HTMLElement;
beforeAll(() => {
  // As the server writes the page: the widget's words in a script of their own, read when the widget starts.
  const words = new Map(widgetTexts.flatMap((text) => (spanish.has(text) ? [[text, spanish.get(text)!]] : [])));
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'widget-words' });
  script.textContent = JSON.stringify(compactCatalogue(words));
  document.body.append(script);
  // The server's <html lang>: the widget's amounts follow it.
  document.documentElement.lang = 'es';
  root = document.createElement('div');
  document.body.append(root);
});
afterAll(() => {
  render(null, root);
  document.body.replaceChildren();
});

describe('the widget in Spanish', () => {
  it('shows its own words in Spanish and the campaign’s as written', async () => {
    const { WidgetApp } = await import('./widget-app');
    const campaign = widgetCampaign({ presetAmounts: '10,25,50' });
    await act(() => render(<WidgetApp campaignId={7} initial={{ campaign }} />, root));
    const text = root.textContent!;
    expect(text).toContain(campaign.title);
    for (const english of [m.giveOnce, m.monthly, m.secure]) expect(text).toContain(inSpanish(english));
    expect(root.querySelector('input[type="number"]')!.getAttribute('placeholder')).toBe(inSpanish(m.otherAmount));
    expect(root.querySelector('button[type="submit"]')!.textContent).toBe(inSpanish('Donate Now'));
    expect([...root.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      inSpanish(m.howOften),
      inSpanish(m.amount),
    ]);
    expect(root.querySelector('[role="progressbar"]')!.getAttribute('aria-label')).toBe(inSpanish(m.progressLabel));
    // '{raised} raised of {goal}': the figures in the language's sentence.
    const figures = root.querySelector('.progress-figures')!.textContent!;
    expect(figures).not.toContain('raised of');
    // Amounts as Spanish writes them: '25 US$', not '$25'.
    const amounts = [...root.querySelectorAll('.amounts label')].map((label) => label.textContent);
    expect(amounts).toEqual(['10\u00a0US$', '25\u00a0US$', '50\u00a0US$']);
    for (const english of ['GIVE ONCE', 'Other amount', 'Donate Now', 'Secure payment'])
      expect(text).not.toContain(english);
  });
});
