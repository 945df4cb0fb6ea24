/**
 * The origin of the page the widget is embedded on, for the gift's source (issue 24, item 6): the frame's first
 * ancestor where the browser tells it (Chromium, Safari), else the referrer's origin (the host page, as the frame
 * was loaded). Null when the widget is not in a frame, or is on one of this site's own pages (the admin preview).
 */
export function hostPageOrigin(win: Window = window): string | null {
  if (win.parent === win) return null;
  let origin: string | null = win.location.ancestorOrigins?.[0] ?? null;
  if (!origin && win.document.referrer) {
    try {
      origin = new URL(win.document.referrer).origin;
    } catch {
      origin = null;
    }
  }
  return origin && /^https?:\/\//.test(origin) && origin !== win.location.origin ? origin : null;
}
