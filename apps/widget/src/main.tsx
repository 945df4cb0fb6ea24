import { createRoot } from 'react-dom/client';
import { campaignIdFromPath, readInlinedData } from './lib/load-campaign';
import { postHeight } from './lib/post-height';
import { WidgetApp } from './widget-app';
import './widget.css';

const root = document.getElementById('app')!;
createRoot(root).render(<WidgetApp campaignId={campaignIdFromPath(location.pathname)} initial={readInlinedData()} />);
postHeight(root);
