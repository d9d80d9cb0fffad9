import type { ScreenProps } from '../../lib/router.ts';
import { Screen } from '../../components/screen.tsx';
import { AccountDetailsPanel } from './components/account-details-panel.tsx';
import { ApiKeyPanel } from './components/api-key-panel.tsx';
import { CreditsPanel } from './components/credits-panel.tsx';
import { PaymentsPanel } from './components/payments-panel.tsx';
import { PlaygroundPanel } from './components/playground-panel.tsx';
import { useQuery } from '@tanstack/react-query';
import { accountProfileQuery } from '../../data/account.ts';
import './account.css';

/** Account: details and e-mail flags, the API key (reveal, copy, rotate), credits, payments and the playground. */
export function AccountScreen(_props: ScreenProps) {
  const profile = useQuery(accountProfileQuery());
  return (
    <Screen title="Account" subtitle={profile.data ? `${profile.data.name} · ${profile.data.email}` : 'Your account at the active service'}>
      <div className="ac-grid">
        <div className="ac-column">
          <AccountDetailsPanel />
          <ApiKeyPanel />
        </div>
        <div className="ac-column">
          <CreditsPanel />
          <PaymentsPanel />
        </div>
      </div>
      <PlaygroundPanel />
    </Screen>
  );
}
