// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetDonateUrl } from '@causeway/contracts';
import { formatCents } from '../lib/format';
import { widgetCampaign } from '../test/widget-campaign';
import { WidgetApp } from '../widget-app';

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

const show = (data: Parameters<typeof WidgetApp>[0]['initial']) =>
  act(() => render(<WidgetApp campaignId={7} initial={data} />, root));
const labels = () => [...root.querySelectorAll('.amounts label')].map((label) => label.textContent?.trim());
const donate = () => act(() => root.querySelector('form')!.requestSubmit());
const type = (value: string) =>
  act(() => {
    const other = root.querySelector<HTMLInputElement>('input[type="number"]')!;
    other.value = value;
    other.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('the widget of a campaign in yen (issue 26)', () => {
  it('formats yen as they are: 500 is ¥500, never ¥5', () => {
    expect(formatCents(500, 'jpy')).toBe('¥500');
    expect(formatCents(1_250_000, 'jpy')).toBe('¥1,250,000');
    expect(formatCents(125_099, 'usd')).toBe('$1,250');
  });

  it('shows raised and goal, the presets and the sign in yen, and sends the amount in yen', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show({ campaign: widgetCampaign({ currency: 'jpy', presetAmounts: '500,1000,5000' }) });
    expect(root.querySelector('.progress-figures')!.textContent).toContain('¥250,000 raised of ¥1,000,000');
    expect(labels()).toEqual(['¥500', '¥1,000', '¥5,000']);
    expect(root.querySelector('.other span')!.textContent).toBe('¥');

    await type('2500');
    await donate();
    expect(open).toHaveBeenCalledWith(widgetDonateUrl(7, 2500, 'once'), '_blank', 'noopener');
  });

  it('falls back to presets of the currency’s scale and refuses less than its minimum gift', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show({ campaign: widgetCampaign({ currency: 'jpy' }) });
    expect(labels()).toEqual(['¥500', '¥1,500', '¥3,000', '¥5,000']);
    await type('50');
    await donate();
    expect(open).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('Please choose or enter an amount of at least ¥100');
  });
});
