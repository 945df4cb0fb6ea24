// Pop-up giving for /embed.js (data-mode="popup"): any element with data-causeway-donate="{id}" opens the donation
// page in embed mode in an overlay frame: a modal dialog with a close button, focus kept inside, Escape and the close
// button returning focus to the element that opened it, the page's scroll locked meanwhile, full screen on phones.
// Kept small: the whole script must stay under 2 KB gzip.
import {
  DONATION_COMPLETE_MESSAGE,
  parseId,
  POPUP_CLOSE_MESSAGE,
  POPUP_TRIGGER_ATTRIBUTE,
  popupDonateUrl,
  popupMessages,
} from '@causeway/contracts';

/** Inline !important styles: a hostile host stylesheet cannot override them. */
export function setStyles(element: HTMLElement, styles: Record<string, string>) {
  for (const name in styles) element.style.setProperty(name, styles[name]!, 'important');
}

const create = <K extends keyof HTMLElementTagNameMap>(tag: K, styles: Record<string, string>) => {
  const element = document.createElement(tag);
  setStyles(element, { margin: '0', padding: '0', border: '0', visibility: 'visible', opacity: '1' });
  setStyles(element, styles);
  return element;
};

/** A focus guard at either end of the dialog: reaching it sends focus back inside. */
const guard = (onFocus: () => void) => {
  const element = create('span', { display: 'block', position: 'absolute', width: '1px', height: '1px' });
  element.tabIndex = 0;
  element.onfocus = onFocus;
  return element;
};

/** Phones (390 px) get the whole screen; wider screens a centred frame. */
export const PHONE_WIDTH = 480;

export function startPopup(origin: string) {
  const root = document.documentElement;
  let overlay: HTMLElement | undefined;
  let frame: HTMLIFrameElement | undefined;
  let opener: HTMLElement | null = null;
  let box: HTMLElement;
  let overflow: [string, string];

  const fit = () => {
    if (!overlay) return;
    const phone = innerWidth <= PHONE_WIDTH;
    setStyles(box, {
      width: phone ? '100%' : 'min(760px, 94%)',
      height: phone ? '100%' : '92%',
      'border-radius': phone ? '0' : '12px',
    });
  };

  const close = (thanked?: boolean) => {
    if (!overlay) return;
    overlay.remove();
    overlay = frame = undefined;
    root.style.setProperty('overflow', ...overflow);
    if (thanked) {
      const toast = create('div', {
        position: 'fixed',
        bottom: '24px',
        left: '50%',
        transform: 'translateX(-50%)',
        'z-index': '2147483647',
        padding: '12px 20px',
        'border-radius': '8px',
        background: '#14532d',
        color: '#fff',
        font: '600 16px/1.4 system-ui,sans-serif',
        display: 'block',
      });
      toast.setAttribute('role', 'status');
      document.body.append(toast);
      // Text put into a live region already on the page is what screen readers announce.
      setTimeout(() => (toast.textContent = popupMessages.thanks), 100);
      setTimeout(() => toast.remove(), 8000);
    }
    if (opener) opener.focus();
  };

  const open = (trigger: HTMLElement, id: number) => {
    close();
    opener = trigger;
    overflow = [root.style.getPropertyValue('overflow'), root.style.getPropertyPriority('overflow')];
    setStyles(root, { overflow: 'hidden' });
    overlay = create('div', {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      'max-width': 'none',
      'max-height': 'none',
      'z-index': '2147483647',
      background: 'rgba(0,0,0,.6)',
      display: 'flex',
      'align-items': 'center',
      'justify-content': 'center',
    });
    box = create('div', {
      display: 'flex',
      'flex-direction': 'column',
      position: 'relative',
      overflow: 'hidden',
      background: '#fff',
      'max-width': 'none',
      'max-height': 'none',
    });
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', popupMessages.dialogLabel);
    const button = create('button', {
      display: 'block',
      'align-self': 'flex-end',
      width: '44px',
      height: '44px',
      background: '#fff',
      color: '#111',
      font: '28px/44px system-ui,sans-serif',
      cursor: 'pointer',
    });
    button.type = 'button';
    button.textContent = '×';
    button.setAttribute('aria-label', popupMessages.close);
    button.onclick = () => close();
    frame = create('iframe', { display: 'block', flex: '1', width: '100%', height: 'auto', background: '#fff' });
    frame.src = popupDonateUrl(origin, id, location.origin);
    frame.title = popupMessages.dialogLabel;
    const into = () => frame!.focus();
    box.append(
      guard(into),
      button,
      frame,
      guard(() => button.focus()),
    );
    overlay.append(box);
    overlay.onclick = (event) => event.target === overlay && close();
    document.body.append(overlay);
    fit();
    into();
  };

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const trigger = target.closest && target.closest<HTMLElement>(`[${POPUP_TRIGGER_ATTRIBUTE}]`);
    const id = trigger && parseId(trigger.getAttribute(POPUP_TRIGGER_ATTRIBUTE) || '');
    // A link opened in a new tab or window (modifier keys, middle button) goes to the donation page as usual.
    if (!id || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open(trigger, id);
  });
  document.addEventListener('keydown', (event) => {
    if (overlay && event.key === 'Escape') close();
  });
  addEventListener('resize', fit);
  // Only the page in our frame may close it: the origin is the script's own, the source our frame.
  addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow || !event.data) return;
    const type = (event.data as { type?: unknown }).type;
    if (type === DONATION_COMPLETE_MESSAGE) close(true);
    else if (type === POPUP_CLOSE_MESSAGE) close();
  });
}
