// Campaign updates for administrators: the edit screen's 'Updates & Engagement' tab. The public campaign page
// lists public updates itself (features/campaigns); these mutations refresh its cache too.
export { CampaignUpdatesPanel } from './components/campaign-updates-panel';
