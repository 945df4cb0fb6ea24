import { useEffect, useState } from 'react';
import { widgetMessages as m, type WidgetBootData } from '@causeway/contracts';
import { DonationWidget } from './components/donation-widget';
import { StateCard } from './components/state-card';
import { fetchWidgetData } from './lib/load-campaign';
import { usePreviewSettings } from './lib/use-preview-settings';
import { themeOf } from './lib/theme';

type WidgetAppProps = { campaignId: number | null; initial: WidgetBootData | null };

/** The widget's states (public spec section 2): loading, not available, offline, or the live widget. */
export function WidgetApp({ campaignId, initial }: WidgetAppProps) {
  const [data, setData] = useState<WidgetBootData | null>(initial ?? (campaignId === null ? { error: m.noId } : null));
  const preview = usePreviewSettings();

  useEffect(() => {
    if (data || campaignId === null) return;
    let live = true;
    void fetchWidgetData(campaignId).then((loaded) => live && setData(loaded));
    return () => {
      live = false;
    };
  }, [data, campaignId]);

  const loaded = data && 'campaign' in data ? data.campaign : null;
  const campaign = loaded && preview ? { ...loaded, ...preview } : loaded;
  return (
    <main className="widget" style={themeOf(campaign)} aria-busy={data === null}>
      {data === null ? (
        <StateCard busy title={m.loading} />
      ) : !campaign ? (
        <StateCard title={m.unavailableTitle} message={'error' in data ? data.error : m.notFound} />
      ) : campaign.status !== 'active' ? (
        <StateCard title={m.offlineTitle} message={m.offline} heading={campaign.title} />
      ) : (
        <DonationWidget campaign={campaign} />
      )}
    </main>
  );
}
