// Settings → Webhooks: the settings page shows the tab; nothing else needs the feature.
export { WebhooksTab } from './components/webhooks-tab';
