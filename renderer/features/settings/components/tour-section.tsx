import { Button } from '../../../components/button.tsx';
import { replayTours } from '../../../components/tour.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Shows the first-start tour of the sidebar again. */
export function TourSection() {
  return (
    <SettingsSection title="Tour" description="The short walk through the sidebar shown on the first start.">
      <div className="settings__actions">
        <Button onClick={replayTours}>Replay the tour</Button>
      </div>
    </SettingsSection>
  );
}
