import { useId } from 'react';
import { SandboxBadge } from './sandbox-badge.tsx';

/** A profile as the switcher lists it (no secrets: the credential stays in main). */
export interface ProfileOption {
  id: string;
  name: string;
  /** `sandbox` profiles talk to the embedded local service. */
  kind: 'service' | 'sandbox';
  /** e.g. the service host or account e-mail. */
  detail?: string;
}

/** Props of ProfileSwitcher. */
export interface ProfileSwitcherProps {
  profiles: readonly ProfileOption[];
  activeId: string | null;
  onSwitch: (id: string) => void;
  /** Opens profile management (Connect to a service). */
  onManage?: () => void;
  disabled?: boolean;
}

/** Picks the active profile; shows the SANDBOX badge whenever the sandbox is active. */
export function ProfileSwitcher({ profiles, activeId, onSwitch, onManage, disabled = false }: ProfileSwitcherProps) {
  const id = useId();
  const active = profiles.find((profile) => profile.id === activeId);
  return (
    <div className="profile-switcher">
      <label htmlFor={id} className="visually-hidden">
        Profile
      </label>
      <select
        id={id}
        className="input select select--compact profile-switcher__select"
        value={activeId ?? ''}
        disabled={disabled || profiles.length === 0}
        title={active?.detail}
        onChange={(event) => {
          if (event.currentTarget.value === '__manage') onManage?.();
          else onSwitch(event.currentTarget.value);
        }}
      >
        {activeId === null && <option value="">No profile</option>}
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.kind === 'sandbox' ? `${profile.name} (sandbox)` : profile.name}
          </option>
        ))}
        {onManage && <option value="__manage">Manage profiles…</option>}
      </select>
      {active?.kind === 'sandbox' && <SandboxBadge />}
    </div>
  );
}
