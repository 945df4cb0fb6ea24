// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetDonateUrl, widgetFallbacks, widgetMessages as m } from '@causeway/contracts';
import { widgetCampaign } from '../test/widget-campaign';
import { WidgetApp } from '../widget-app';

const campaign = widgetCampaign({ presetAmounts: '10,25,50' });

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
const button = (name: string) =>
  [...root.querySelectorAll('button, label')].find((b) => b.textContent?.trim() === name) as HTMLElement;
const click = (name: string) => act(() => button(name).click());
const donate = () => act(() => root.querySelector('form')!.requestSubmit());

describe('the live widget', () => {
  it('opens the donation page in a new window with the chosen amount, once by default', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show({ campaign });
    await click('$25');
    await donate();
    expect(open).toHaveBeenCalledWith(widgetDonateUrl(7, 25, 'once'), '_blank', 'noopener');
  });

  it('gives monthly when chosen, and says so on its button', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show({ campaign });
    expect(root.querySelector('.donate')!.textContent).toBe(widgetFallbacks.buttonTextOnce);
    await click(m.monthly);
    expect(root.querySelector('.donate')!.textContent).toBe(widgetFallbacks.buttonTextMonthly);
    await click('$50');
    await donate();
    expect(open).toHaveBeenCalledWith(widgetDonateUrl(7, 50, 'monthly'), '_blank', 'noopener');
  });

  it('takes a typed amount in whole dollars, and refuses less than $1 with its reason', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await show({ campaign });
    await donate();
    expect(open).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(m.amountMin);

    const other = root.querySelector<HTMLInputElement>('input[type="number"]')!;
    await act(() => {
      other.value = '40';
      other.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await donate();
    expect(open).toHaveBeenCalledWith(widgetDonateUrl(7, 40, 'once'), '_blank', 'noopener');
  });
});

describe('the states instead of the form', () => {
  it('shows the ended notice for a campaign that no longer accepts donations, with no form', async () => {
    await show({ campaign: { ...campaign, acceptingDonations: false } });
    expect(root.textContent).toContain(m.ended);
    expect(root.querySelector('form')).toBeNull();
  });

  it('shows the offline notice for a paused campaign', async () => {
    await show({ campaign: { ...campaign, status: 'paused', acceptingDonations: false } });
    expect(root.textContent).toContain(m.offlineTitle);
    expect(root.textContent).toContain(m.offline);
    expect(root.querySelector('form')).toBeNull();
  });

  it("shows 'not available' for a campaign the server did not give", async () => {
    await show({ error: m.notFound });
    expect(root.textContent).toContain(m.unavailableTitle);
    expect(root.querySelector('form')).toBeNull();
  });
});
