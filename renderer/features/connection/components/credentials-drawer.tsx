import { SANDBOX_PROFILE_ID } from '../../../../shared/bridge/profile.ts';
import type { Profile } from '../../../../shared/bridge/profile.ts';
import { Badge } from '../../../components/badge.tsx';
import { Drawer } from '../../../components/drawer.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useQuery } from '@tanstack/react-query';
import { credentialStatusQuery } from '../../../data/connection.ts';
import { credentialLabel } from '../lib/profile-labels.ts';
import { useConnectUi } from '../stores/connect-ui-store.ts';
import { ApiKeyForm } from './api-key-form.tsx';
import { SandboxAccount } from './sandbox-account.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { StorageNotice } from './storage-notice.tsx';

const TABS = [
  { id: 'apiKey', label: 'API key' },
  { id: 'session', label: 'E-mail + password' },
] as const;

/** Props of CredentialsDrawer. */
export interface CredentialsDrawerProps {
  profile: Profile | null;
}

/** A profile's credentials: what is stored, where, and the forms to enter a key or sign in. */
export function CredentialsDrawer({ profile }: CredentialsDrawerProps) {
  const tab = useConnectUi((s) => s.credentialsTab);
  const status = useQuery({ ...credentialStatusQuery(profile?.id ?? ''), enabled: profile !== null });
  const close = useConnectUi((s) => s.closeCredentials);
  const label = credentialLabel(status.data);
  return (
    <Drawer
      open={profile !== null}
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      title={profile ? `Credentials of ${profile.name}` : 'Credentials'}
      description={profile?.baseUrl || 'The embedded sandbox'}
    >
      {profile && (
        <div className="stack">
          <p className="cn-status-line">
            Stored now: <Badge tone={label.tone}>{label.label}</Badge>
          </p>
          <StorageNotice status={status.data} />
          {profile.id === SANDBOX_PROFILE_ID && <SandboxAccount />}
          <Tabs
            label="How to sign in"
            items={TABS}
            value={tab}
            onChange={(id) => useConnectUi.getState().setCredentialsTab(id === 'session' ? 'session' : 'apiKey')}
          >
            {tab === 'apiKey' ? (
              <ApiKeyForm key={profile.id} profile={profile} hasApiKey={status.data?.hasApiKey ?? false} onDone={close} />
            ) : (
              <SignInForm key={profile.id} profile={profile} hasSession={status.data?.hasSession ?? false} onDone={close} />
            )}
          </Tabs>
        </div>
      )}
    </Drawer>
  );
}
