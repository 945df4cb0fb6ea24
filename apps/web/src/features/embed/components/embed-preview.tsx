import {
  EMBED_FRAME,
  WIDGET_PREVIEW_MESSAGE,
  WIDGET_RESIZE_MESSAGE,
  type WidgetPreviewSettings,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

type EmbedPreviewProps = { campaignId: number; title: string; settings: WidgetPreviewSettings | null };

/**
 * The widget as a host page shows it, sized to its content like /embed.js does, with the form's unsaved settings
 * applied live (the widget accepts them only from a parent on this same origin).
 */
export function EmbedPreview({ campaignId, title, settings }: EmbedPreviewProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>(EMBED_FRAME.height);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (data?.type === WIDGET_RESIZE_MESSAGE && typeof data.height === 'number') setHeight(Math.ceil(data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!loaded || !settings) return;
    frame.current?.contentWindow?.postMessage({ type: WIDGET_PREVIEW_MESSAGE, settings }, window.location.origin);
  }, [loaded, settings]);

  return (
    <div className="rounded-lg border border-dashed border-border bg-muted/40 p-3 sm:p-4">
      <iframe
        ref={frame}
        src={`/embed/${campaignId}?autosize`}
        title={t`Preview: donate to ${title}`}
        onLoad={() => setLoaded(true)}
        style={{ height }}
        className="block w-full max-w-[560px] mx-auto border-0"
      />
    </div>
  );
}
