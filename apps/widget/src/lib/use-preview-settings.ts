import { useEffect, useState } from 'react';
import { WIDGET_PREVIEW_MESSAGE, type WidgetPreviewSettings } from '@causeway/contracts';

/**
 * The embed code panel's live preview: unsaved settings sent by a parent page on this same origin (the admin
 * area). A host page on another origin cannot restyle the widget this way.
 */
export function usePreviewSettings(): WidgetPreviewSettings | null {
  const [settings, setSettings] = useState<WidgetPreviewSettings | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; settings?: WidgetPreviewSettings } | null;
      if (event.origin !== location.origin || event.source !== window.parent) return;
      if (data?.type === WIDGET_PREVIEW_MESSAGE && data.settings) setSettings(data.settings);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return settings;
}
