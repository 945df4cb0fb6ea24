// Peer-to-peer fundraising for administrators (issue 25): the campaign editor's 'Fundraisers' tab (the campaign's
// setting, and its pages with hide, unhide and remove). The public pages are features/fundraisers'.
export { FundraisersAdminPanel } from './components/fundraisers-admin-panel';
