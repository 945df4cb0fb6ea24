import { useParams } from 'react-router';
import { CampaignDetails } from '../components/campaign-details';

/** `/embed/campaign/{id}`: the campaign page for other sites' frames, outside the app layout. */
export function EmbedCampaignPage() {
  const { id } = useParams();
  return (
    <main className="min-h-dvh w-full bg-background text-foreground">
      <CampaignDetails key={id} idParam={id} embed />
    </main>
  );
}
