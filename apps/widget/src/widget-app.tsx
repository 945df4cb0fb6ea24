import { useEffect, useState } from 'react';
import { widgetMessages as m, type WidgetBootData } from '@causeway/contracts';
import { DonationWidget } from './components/donation-widget';
import { StateCard } from './components/state-card';
import { fetchWidgetData } from './lib/load-campaign';
import { usePreviewSettings } from './lib/use-preview-settings';
import { themeOf } from './lib/theme';
import { widgetState } from './lib/widget-state';
import { say } from './lib/words';

type WidgetAppProps = {
  campaignId: number | null;
  /** `?fundraiser={slug}` of the page (issue 25): the server says whether it names a page that takes gifts. */
  fundraiserSlug?: string | null;
  initial: WidgetBootData | null;
};

/** The widget's states (public spec section 2, lib/widget-state.ts): loading, not available, offline, or live. */
export function WidgetApp({ campaignId, fundraiserSlug, initial }: WidgetAppProps) {
  const [data, setData] = useState<WidgetBootData | null>(initial ?? (campaignId === null ? { error: m.noId } : null));
  const preview = usePreviewSettings();

  useEffect(() => {
    if (data || campaignId === null) return;
    let live = true;
    void fetchWidgetData(campaignId, fundraiserSlug).then((loaded) => live && setData(loaded));
    return () => {
      live = false;
    };
  }, [data, campaignId, fundraiserSlug]);

  const loaded = data && 'campaign' in data ? data.campaign : null;
  const fundraiser = data && 'campaign' in data ? data.fundraiser : undefined;
  const campaign = loaded && preview ? { ...loaded, ...preview } : loaded;
  const state = widgetState(data, campaign);
  return (
    <main className="widget" style={themeOf(campaign)} aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' ? (
        <StateCard busy title={say(m.loading)} />
      ) : state.kind === 'unavailable' ? (
        <StateCard title={say(m.unavailableTitle)} message={say(state.message ?? m.notFound)} />
      ) : state.kind === 'offline' ? (
        <StateCard title={say(m.offlineTitle)} message={say(state.message)} heading={state.campaign.title} />
      ) : (
        <DonationWidget campaign={state.campaign} fundraiser={fundraiser} />
      )}
    </main>
  );
}
