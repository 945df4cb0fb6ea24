// /embed.js, loaded by host pages on any origin (the 'script' form of an embed code). It turns each
// <div data-causeway-campaign="{id}"> into the widget's iframe and keeps that frame exactly as tall as the widget,
// so nothing is cut off; data-causeway-fundraiser="{slug}" on the placeholder gives through a supporter's page
// (issue 25). Host styles are overridden with !important inline styles: a hostile stylesheet such as
// `* { display: inline !important }` must not collapse or clip the frame. With data-mode="popup" it also turns each
// element with data-causeway-donate="{id}" into one that opens the donation form in an overlay (embed-popup.ts).
import {
  parseId,
  POPUP_MODE,
  popupMessages,
  WIDGET_FUNDRAISER_PARAM,
  WIDGET_LANG_PARAM,
  WIDGET_RESIZE_MESSAGE,
} from '@causeway/contracts';
import { setStyles as frameStyles, startPopup } from './embed-popup';

type Flagged = Window & { causewayEmbed?: { mount: () => void }; causewayPopup?: true };

const MAX_HEIGHT = 10_000;

function start(origin: string, scriptLang: string | null) {
  const frames: HTMLIFrameElement[] = [];

  const mount = () => {
    document.querySelectorAll<HTMLElement>('[data-causeway-campaign]').forEach((slot) => {
      const id = slot.getAttribute('data-causeway-campaign') ?? '';
      if (slot.hasAttribute('data-causeway-mounted') || parseId(id) === null) return;
      slot.setAttribute('data-causeway-mounted', '');
      const frame = document.createElement('iframe');
      // data-causeway-fundraiser="{slug}" (issue 25): the widget gives through that supporter's page.
      const slug = slot.getAttribute('data-causeway-fundraiser');
      // The widget's language (issue 26): the embed code's data-lang (on the placeholder or the script), else the
      // host page's <html lang>; the widget page falls back to the visitor's browser's.
      const lang = slot.getAttribute('data-lang') || scriptLang || document.documentElement.lang;
      frame.src =
        `${origin}/embed/${id}?autosize` +
        (slug ? `&${WIDGET_FUNDRAISER_PARAM}=${encodeURIComponent(slug)}` : '') +
        (lang ? `&${WIDGET_LANG_PARAM}=${encodeURIComponent(lang)}` : '');
      frame.title = slot.textContent?.trim() || popupMessages.dialogLabel;
      frame.setAttribute('loading', 'lazy');
      frameStyles(frame, {
        display: 'block',
        width: '100%',
        'max-width': '100%',
        'min-width': '0',
        height: '450px',
        border: '0',
        margin: '0',
        padding: '0',
        visibility: 'visible',
        opacity: '1',
        position: 'static',
        float: 'none',
      });
      frameStyles(slot, { display: 'block', height: 'auto', overflow: 'visible' });
      slot.replaceChildren(frame);
      frames.push(frame);
    });
  };

  // Only our widget may size the frame: the origin is the script's own, the source one of the frames it made.
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin) return;
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (!data || data.type !== WIDGET_RESIZE_MESSAGE || typeof data.height !== 'number') return;
    const height = Math.min(Math.max(Math.ceil(data.height), 0), MAX_HEIGHT);
    for (const frame of frames) {
      if (frame.contentWindow === event.source) frameStyles(frame, { height: `${height}px` });
    }
  });

  mount();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount);
  return { mount };
}

const script = document.currentScript as HTMLScriptElement | null;
const host = window as Flagged;
// A page may include the snippet more than once: one listener, and each copy mounts placeholders added since.
if (host.causewayEmbed) host.causewayEmbed.mount();
else if (script?.src) host.causewayEmbed = start(new URL(script.src).origin, script.getAttribute('data-lang'));
// Pop-up giving: one click listener for the page, whichever copy of the snippet asked for it.
if (script?.src && script.getAttribute('data-mode') === POPUP_MODE && !host.causewayPopup) {
  host.causewayPopup = true;
  startPopup(new URL(script.src).origin);
}
