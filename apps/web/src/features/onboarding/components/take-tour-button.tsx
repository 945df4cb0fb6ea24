import { Trans } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { useAvailableTours } from '@/features/onboarding/api/get-available-tours';
import { requestTour } from '@/features/onboarding/lib/tour-requests';

/** 'Take the tour': starts the user's first available tour by hand (manual tours start only from here). */
export function TakeTourButton() {
  const { user } = useUser();
  const tours = useAvailableTours(user?.id ?? null);
  const tour = tours.data?.tours[0];
  if (!tour) return null;
  return (
    <Button variant="outline" onClick={() => requestTour(tour.id)}>
      <Compass aria-hidden="true" />
      <Trans>Take the tour</Trans>
    </Button>
  );
}
