import type { CredentialStatus } from '../../../../shared/bridge/methods/credentials.ts';
import type { Profile } from '../../../../shared/bridge/profile.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { SandboxBadge } from '../../../components/sandbox-badge.tsx';
import { authLabel, credentialLabel, storageText } from '../lib/profile-labels.ts';
import { useConnectUi } from '../stores/connect-ui-store.ts';

/** Props of ProfilesTable. */
export interface ProfilesTableProps {
  profiles: readonly Profile[];
  activeId: string;
  /** Credential status by profile id (missing while loading). */
  statuses: ReadonlyMap<string, CredentialStatus>;
  switchingId: string | null;
  onSwitch: (profile: Profile) => void;
}

/** Every profile with its address, sign-in kind, stored credential and storage, and its actions. */
export function ProfilesTable({ profiles, activeId, statuses, switchingId, onSwitch }: ProfilesTableProps) {
  const ui = useConnectUi.getState();
  return (
    <div className="cn-table-wrap">
      <table className="cn-table">
        <caption className="visually-hidden">Connection profiles</caption>
        <thead>
          <tr>
            <th scope="col">Profile</th>
            <th scope="col">Service address</th>
            <th scope="col">Sign-in</th>
            <th scope="col">Credential</th>
            <th scope="col">Storage</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {profiles.map((profile) => {
            const status = statuses.get(profile.id);
            const credential = credentialLabel(status);
            const active = profile.id === activeId;
            return (
              <tr key={profile.id} className={active ? 'cn-row--active' : undefined} aria-current={active ? 'true' : undefined}>
                <th scope="row" className="cn-name">
                  <span>{profile.name}</span>
                  {profile.builtIn && <SandboxBadge />}
                  {active && (
                    <Badge tone="info" dot>
                      Active
                    </Badge>
                  )}
                </th>
                <td className="mono cn-url">{profile.baseUrl || <span className="muted">Embedded sandbox (starts when used)</span>}</td>
                <td>{authLabel(profile.auth)}</td>
                <td>
                  <Badge tone={credential.tone}>{credential.label}</Badge>
                </td>
                <td className="muted">{status ? storageText(status.storage).label : '—'}</td>
                <td className="cn-actions">
                  {!active && (
                    <Button
                      size="sm"
                      loading={switchingId === profile.id}
                      disabled={switchingId !== null}
                      onClick={() => onSwitch(profile)}
                      aria-label={`Switch to ${profile.name}`}
                    >
                      Switch to
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => ui.openCredentials(profile.id, profile.auth)} aria-label={`Credentials of ${profile.name}`}>
                    Credentials…
                  </Button>
                  {profile.builtIn ? (
                    <span className="cn-builtin muted" title="The built-in sandbox cannot be renamed or removed">
                      Built in
                    </span>
                  ) : (
                    <>
                      <Button size="sm" variant="ghost" onClick={() => ui.openRename(profile.id, profile.name)} aria-label={`Rename ${profile.name}`}>
                        Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="cn-danger"
                        onClick={() => ui.setRemovingId(profile.id)}
                        aria-label={`Remove ${profile.name}`}
                      >
                        Remove
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
