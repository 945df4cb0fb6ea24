import {
  embedEndpoints,
  pathWith,
  parseId,
  widgetMessages,
  WIDGET_FUNDRAISER_PARAM,
  type embedOperations,
  type ResultOf,
  type WidgetBootData,
} from '@causeway/contracts';

/** The campaign id of /embed/{id}, or null. */
export function campaignIdFromPath(pathname: string): number | null {
  return parseId(/^\/embed\/([^/]+)\/?$/.exec(pathname)?.[1]);
}

/** The campaign the server inlined in the page (the usual case: no API round trip before the first render). */
export function readInlinedData(): WidgetBootData | null {
  const text = document.getElementById('widget-data')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as WidgetBootData;
  } catch {
    return null;
  }
}

/** The supporter's page the widget page was asked to give through (`?fundraiser={slug}`, issue 25), or null. */
export function fundraiserSlugFromSearch(search: string): string | null {
  return new URLSearchParams(search).get(WIDGET_FUNDRAISER_PARAM) || null;
}

/** The same data from the API, for a page served without it (the widget's dev server). */
export async function fetchWidgetData(id: number, fundraiserSlug?: string | null): Promise<WidgetBootData> {
  const query = fundraiserSlug ? `?${WIDGET_FUNDRAISER_PARAM}=${encodeURIComponent(fundraiserSlug)}` : '';
  try {
    const res = await fetch(pathWith(embedEndpoints.widget.path, { id }) + query, { credentials: 'omit' });
    if (res.status === 404) return { error: widgetMessages.notFound };
    if (!res.ok) throw new Error(widgetMessages.loadFailed);
    const answer: ResultOf<typeof embedOperations.widget> = await res.json();
    return answer;
  } catch {
    // 'Failed to load campaign' leads to 'Could not load campaign' (spec section 2).
    return { error: widgetMessages.couldNotLoad };
  }
}
