// @vitest-environment jsdom
import { DONATION_COMPLETE_MESSAGE, POPUP_CLOSE_MESSAGE } from '@causeway/contracts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inPopupFrame, postDonationComplete, usePopupFrame, withPopupEmbed } from './popup-embed';

const HOST = 'https://friends-of-gulu.example';
const parent = { postMessage: vi.fn() };

function framedAt(search: string) {
  window.history.replaceState(null, '', `/donate/7${search}`);
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
}

beforeEach(() => parent.postMessage.mockReset());
afterEach(() => {
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the donation page in the pop-up frame', () => {
  it('keeps the embed mode and host on the page it goes to next', () => {
    const search = `?amount=25&embed=popup&host=${encodeURIComponent(HOST)}`;
    expect(withPopupEmbed('/donation-success?campaign=7&amount=25', search)).toBe(
      `/donation-success?campaign=7&amount=25&embed=popup&host=${encodeURIComponent(HOST)}`,
    );
    expect(withPopupEmbed('https://give.example/donation-success?campaign=7', search)).toBe(
      `https://give.example/donation-success?campaign=7&embed=popup&host=${encodeURIComponent(HOST)}`,
    );
    // Not in embed mode, or a host that is no plain origin: nothing added, or only the mode.
    expect(withPopupEmbed('/donation-success?campaign=7', '?amount=25')).toBe('/donation-success?campaign=7');
    expect(withPopupEmbed('/x', '?embed=popup&host=javascript:alert(1)')).toBe('/x?embed=popup');
  });

  it('is in the pop-up only when framed with embed=popup', () => {
    window.history.replaceState(null, '', '/donate/7?embed=popup');
    expect(inPopupFrame()).toBe(false);
    framedAt('?amount=5');
    expect(inPopupFrame()).toBe(false);
    framedAt('?embed=popup');
    expect(inPopupFrame()).toBe(true);
  });

  it('tells the host page of a succeeded gift with the campaign and amount only, addressed to its origin', () => {
    framedAt(`?embed=popup&host=${encodeURIComponent(HOST)}`);
    postDonationComplete(7, 2500);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: DONATION_COMPLETE_MESSAGE, campaignId: 7, amount: 2500 },
      HOST,
    );

    // Outside the pop-up nothing is posted.
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    const own = vi.spyOn(window, 'postMessage');
    postDonationComplete(7, 2500);
    expect(own).not.toHaveBeenCalled();
  });

  it('asks the host page to close on Escape, unless a dialog of its own is open', () => {
    framedAt('?embed=popup');
    const { unmount } = renderHook(() => usePopupFrame(true));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(parent.postMessage).toHaveBeenCalledWith({ type: POPUP_CLOSE_MESSAGE }, '*');

    parent.postMessage.mockReset();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(parent.postMessage).not.toHaveBeenCalled();
    dialog.remove();

    // An Escape the page already handled (a closing menu) is not the pop-up's either.
    const handled = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    handled.preventDefault();
    window.dispatchEvent(handled);
    expect(parent.postMessage).not.toHaveBeenCalled();

    unmount();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('opens links in a new tab instead of taking the frame away from the donation', () => {
    framedAt('?embed=popup');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderHook(() => usePopupFrame(true));
    const link = document.createElement('a');
    link.href = '/campaigns/7';
    link.append(document.createElement('span'));
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.firstChild!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/campaigns/7`, '_blank', 'noopener');
  });

  it('does nothing on a page that is not in the pop-up', () => {
    framedAt('?amount=5');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderHook(() => usePopupFrame(false));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    const link = document.createElement('a');
    link.href = '/campaigns/7';
    document.body.append(link);
    let leftAlone = false;
    // jsdom cannot navigate: the test stops the click once the page's own handlers have seen it.
    window.addEventListener(
      'click',
      (event) => {
        leftAlone = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link.click();
    expect(leftAlone).toBe(true);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
