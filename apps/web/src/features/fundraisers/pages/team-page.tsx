import { useFundraiserTeam } from '../api/fundraiser-queries';
import { TeamDetails } from '../components/team-details';
import { FundraiserPublicPage } from './fundraiser-public-page';

/** `/campaigns/{id}/teams/{slug}`: a fundraising team's public page (issue 25), rendered on the server too. */
export function TeamPage() {
  return (
    <FundraiserPublicPage kind="team" useData={useFundraiserTeam}>
      {(team) => <TeamDetails team={team} />}
    </FundraiserPublicPage>
  );
}
