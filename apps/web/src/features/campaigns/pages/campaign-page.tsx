import { useParams } from 'react-router';
import { CampaignDetails } from '../components/campaign-details';

/** `/campaigns/{id}` (spec section 2, Campaign detail). */
export function CampaignPage() {
  const { id } = useParams();
  // Keyed by id: moving to another campaign starts from its own state (About tab, fresh copy state).
  return <CampaignDetails key={id} idParam={id} embed={false} />;
}
