import { Tour } from '../../../components/tour.tsx';
import { useQuery } from '@tanstack/react-query';
import { profilesQuery } from '../../../data/connection.ts';
import { activeProfile } from '../lib/profile-labels.ts';
import { FIRST_START_STEPS, FIRST_START_TOUR_ID, tourAllowed } from '../lib/tour-steps.ts';

/** The guided tour over the sidebar, shown on the first start on the Sandbox profile until finished or skipped. */
export function FirstStartTour() {
  const profiles = useQuery(profilesQuery());
  const onSandbox = activeProfile(profiles.data)?.builtIn === true;
  return <Tour id={FIRST_START_TOUR_ID} steps={FIRST_START_STEPS} enabled={onSandbox && tourAllowed()} />;
}
