// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetDonateUrl, widgetSupportingText, type WidgetBootData } from '@causeway/contracts';
import { widgetCampaign } from '../test/widget-campaign';
import { WidgetApp } from '../widget-app';

const campaign = widgetCampaign({ presetAmounts: '10,25,50' });
const fundraiser = { slug: 'adas-10k-for-water', name: 'Ada L.', title: 'Ada’s 10k for water' };

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
  vi.restoreAllMocks();
});

const show = (initial: WidgetBootData | null, fundraiserSlug?: string) =>
  act(() => render(<WidgetApp campaignId={7} fundraiserSlug={fundraiserSlug} initial={initial} />, root));
const pick = (label: string) =>
  act(() => ([...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label) as HTMLElement).click());
const donate = () => act(() => root.querySelector('form')!.requestSubmit());

describe('the widget giving through a supporter’s page (issue 25)', () => {
  it("names the supporter and carries the page's slug to the donation page", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show({ campaign, fundraiser }, fundraiser.slug);
    expect(root.querySelector('[data-testid="supporting"]')!.textContent).toBe(widgetSupportingText('Ada L.'));
    expect(root.textContent).toContain("Supporting Ada L.'s page");
    await pick('$25');
    await donate();
    expect(open).toHaveBeenCalledWith(widgetDonateUrl(7, 25, 'once', null, fundraiser.slug), '_blank', 'noopener');
    expect(open.mock.calls[0]![0]).toBe('/donate/7?amount=25&type=once&fundraiser=adas-10k-for-water');
  });

  it('gives to the campaign directly when the server named no page (hidden, paused, closed or unknown)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show({ campaign }, 'someone-elses-page');
    expect(root.querySelector('[data-testid="supporting"]')).toBeNull();
    await pick('$10');
    await donate();
    expect(open).toHaveBeenCalledWith('/donate/7?amount=10&type=once', '_blank', 'noopener');
  });

  it('asks the API for the page when the widget page came without its data', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ campaign, fundraiser }), { status: 200 }));
    await show(null, fundraiser.slug);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock).toHaveBeenCalledWith('/api/campaigns/7/widget?fundraiser=adas-10k-for-water', {
      credentials: 'omit',
    });
    expect(root.textContent).toContain(widgetSupportingText('Ada L.'));
  });
});
