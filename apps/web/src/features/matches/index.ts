// Matched giving for administrators (issue 24, item 3): the campaign editor's 'Matched giving' tab. The public
// pages show the live match from the campaign's own answer (features/campaigns, features/donations).
export { MatchesPanel } from './components/matches-panel';
