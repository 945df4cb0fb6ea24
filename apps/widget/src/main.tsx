import { createRoot } from 'react-dom/client';
import { campaignIdFromPath, fundraiserSlugFromSearch, readInlinedData } from './lib/load-campaign';
import { postHeight } from './lib/post-height';
import { WidgetApp } from './widget-app';
import './widget.css';

// /embed.js asks for ?autosize: it sizes the frame to the widget. Without it the frame may be the plain 450 px
// iframe, so the widget leaves out its image when the frame is short rather than cut its button off (widget.css).
if (!new URLSearchParams(location.search).has('autosize')) document.documentElement.classList.add('fixed-frame');

const root = document.getElementById('app')!;
createRoot(root).render(
  <WidgetApp
    campaignId={campaignIdFromPath(location.pathname)}
    fundraiserSlug={fundraiserSlugFromSearch(location.search)}
    initial={readInlinedData()}
  />,
);
postHeight(root);
