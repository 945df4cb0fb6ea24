import { useFundraiserPage } from '../api/fundraiser-queries';
import { FundraiserDetails } from '../components/fundraiser-details';
import { FundraiserPublicPage } from './fundraiser-public-page';

/** `/campaigns/{id}/fundraisers/{slug}`: a supporter's public page (issue 25), rendered on the server too. */
export function FundraiserPage() {
  return (
    <FundraiserPublicPage kind="page" useData={useFundraiserPage}>
      {(page) => <FundraiserDetails page={page} />}
    </FundraiserPublicPage>
  );
}
