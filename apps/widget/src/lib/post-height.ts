import { WIDGET_RESIZE_MESSAGE } from '@causeway/contracts';

/**
 * Tells the host page how tall the widget is whenever that changes, so /embed.js can size the frame to the content.
 * The target is '*' because the host's origin is unknown; the message carries nothing but a height, and the host
 * script checks that it comes from our origin and from its own frame.
 */
export function postHeight(root: HTMLElement): void {
  if (window.parent === window) return;
  let last = -1;
  const send = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: WIDGET_RESIZE_MESSAGE, height }, '*');
  };
  new ResizeObserver(send).observe(root);
  send();
}
