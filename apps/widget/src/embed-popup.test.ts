// @vitest-environment jsdom
import {
  DONATION_COMPLETE_MESSAGE,
  POPUP_CLOSE_MESSAGE,
  popupMessages,
  popupDonateUrl,
  WIDGET_RESIZE_MESSAGE,
} from '@causeway/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPopup } from './embed-popup';

const ORIGIN = 'https://give.example.org';

beforeAll(() => startPopup(ORIGIN));
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  vi.useRealTimers();
});

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const frame = () => dialog()?.querySelector('iframe') ?? null;
const closeButton = () => dialog()!.querySelector('button')!;

function addButton(id = '7', tag: 'button' | 'a' = 'button') {
  const element = document.createElement(tag);
  element.setAttribute('data-causeway-donate', id);
  element.textContent = 'Donate';
  if (tag === 'a') (element as HTMLAnchorElement).href = `${ORIGIN}/donate/${id}`;
  document.body.append(element);
  return element;
}

function post(type: string, source: Window | null, origin = ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { data: { type, amount: 2500, campaignId: 7 }, origin, source }));
}

describe('pop-up giving (embed.js data-mode="popup")', () => {
  it('opens the donation page in embed mode in a modal frame, focus inside and the page scroll locked', () => {
    document.documentElement.style.setProperty('overflow', 'scroll');
    const button = addButton('7');
    button.focus();
    button.click();

    expect(dialog()).not.toBeNull();
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(dialog()!.getAttribute('aria-label')).toBe(popupMessages.dialogLabel);
    expect(frame()!.src).toBe(popupDonateUrl(ORIGIN, 7, window.location.origin));
    expect(frame()!.src).toContain(`embed=popup&host=${encodeURIComponent(window.location.origin)}`);
    expect(frame()!.title).toBe(popupMessages.dialogLabel);
    expect(document.activeElement).toBe(frame());
    expect(closeButton().getAttribute('aria-label')).toBe(popupMessages.close);
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('important');

    // Escape closes, focus goes back to the button, the page's own overflow comes back.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.style.getPropertyValue('overflow')).toBe('scroll');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('');
  });

  it('keeps focus inside: the guards send it to the close button and into the frame', () => {
    addButton().click();
    const [first, last] = [...dialog()!.querySelectorAll<HTMLElement>('span[tabindex="0"]')];
    last!.focus();
    expect(document.activeElement).toBe(closeButton());
    first!.focus();
    expect(document.activeElement).toBe(frame());
    // The order a Tab follows: guard, close button, frame, guard.
    expect([...dialog()!.children].map((el) => el.tagName)).toEqual(['SPAN', 'BUTTON', 'IFRAME', 'SPAN']);
  });

  it('closes with the close button and on the backdrop, returning focus to the element that opened it', () => {
    const button = addButton();
    button.click();
    closeButton().click();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);

    button.click();
    const overlay = dialog()!.parentElement!;
    overlay.click();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('handles buttons added after the script ran, and a child element of the trigger', () => {
    const later = addButton('12');
    const icon = document.createElement('span');
    later.append(icon);
    icon.click();
    expect(frame()!.src).toContain('/donate/12?');
  });

  it('ignores an invalid id and lets modified clicks on links open the page as usual', () => {
    addButton('abc').click();
    expect(dialog()).toBeNull();
    const link = addButton('7', 'a');
    // The script must leave the click alone (jsdom cannot navigate, so the test stops it after the script saw it).
    let leftAlone = false;
    window.addEventListener(
      'click',
      (event) => {
        leftAlone = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(leftAlone).toBe(true);
    expect(dialog()).toBeNull();
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(dialog()).not.toBeNull();
  });

  it('closes with a thank-you only for the message of its own frame from its own origin', () => {
    vi.useFakeTimers();
    const button = addButton();
    button.click();
    const own = frame()!.contentWindow;

    post(DONATION_COMPLETE_MESSAGE, own, 'https://evil.example');
    post(DONATION_COMPLETE_MESSAGE, window);
    post(WIDGET_RESIZE_MESSAGE, own);
    expect(dialog()).not.toBeNull();

    post(DONATION_COMPLETE_MESSAGE, own);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    const status = document.querySelector('[role="status"]')!;
    expect(status).not.toBeNull();
    vi.advanceTimersByTime(200);
    expect(status.textContent).toBe(popupMessages.thanks);
    vi.advanceTimersByTime(10_000);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('closes without a thank-you when the framed page asks (Escape inside the frame)', () => {
    addButton().click();
    post(POPUP_CLOSE_MESSAGE, frame()!.contentWindow);
    expect(dialog()).toBeNull();
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('fills a phone screen (390 px) and centres a smaller frame on wider screens', () => {
    addButton().click();
    expect(dialog()!.style.getPropertyValue('width')).toBe('min(760px, 94%)');
    vi.stubGlobal('innerWidth', 390);
    window.dispatchEvent(new Event('resize'));
    expect(dialog()!.style.getPropertyValue('width')).toBe('100%');
    expect(dialog()!.style.getPropertyValue('height')).toBe('100%');
    expect(dialog()!.style.getPropertyPriority('height')).toBe('important');
    // The backdrop is sized by itself too: a host rule such as `div { width: 40px !important }` cannot shrink it.
    expect(dialog()!.parentElement!.style.getPropertyValue('width')).toBe('100%');
    expect(dialog()!.parentElement!.style.getPropertyPriority('width')).toBe('important');
    vi.unstubAllGlobals();
  });
});
