// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
});

const match = {
  sponsorName: 'Acme <b>',
  ratioPercent: 100,
  remainingAmount: 3_000,
  endsAt: '2030-01-01T00:00:00.000Z',
};
const show = (campaign: ReturnType<typeof widgetCampaign>) =>
  act(() => render(<WidgetApp campaignId={7} initial={{ campaign }} />, root));
const notice = () => root.querySelector('[data-testid="match-notice"]');
const click = (name: string) =>
  act(() =>
    ([...root.querySelectorAll('button, label')].find((b) => b.textContent?.trim() === name) as HTMLElement).click(),
  );

describe('the widget’s match notice (issue 24)', () => {
  it('says what the chosen amount becomes, capped by what is left, with the sponsor as plain text', async () => {
    await show(widgetCampaign({ presetAmounts: '10,25,50', match }));
    await click('$10');
    expect(notice()?.textContent).toBe('Your $10 becomes $20, thanks to Acme <b>');
    expect(notice()?.querySelector('b')).toBeNull();
    await click('$50');
    expect(notice()?.textContent).toBe('Your $50 becomes $80, thanks to Acme <b>');
  });

  it('says nothing without a live match', async () => {
    await show(widgetCampaign({ presetAmounts: '10,25,50', match: null }));
    await click('$25');
    expect(notice()).toBeNull();
    expect(root.textContent).not.toContain('becomes');
  });
});
