import type { CredentialStatus } from '../../../../shared/bridge/methods/credentials.ts';
import type { Profile, ProfileAuth, ProfilesView } from '../../../../shared/bridge/profile.ts';
import type { ProfileOption } from '../../../components/profile-switcher.tsx';
import type { Tone } from '../../../lib/status-tone.ts';

/** How a profile signs in, in words. */
export function authLabel(auth: ProfileAuth): string {
  return auth === 'apiKey' ? 'API key' : 'E-mail + password';
}

/** What is stored for a profile, as a badge: label and tone. */
export function credentialLabel(status: CredentialStatus | undefined): { label: string; tone: Tone } {
  if (!status) return { label: 'Checking…', tone: 'neutral' };
  if (status.storage === 'unavailable') return { label: 'Not readable', tone: 'warning' };
  if (status.pendingRotation) return { label: 'Key rotation pending', tone: 'warning' };
  if (status.hasApiKey && status.hasSession) return { label: 'Key stored · signed in', tone: 'success' };
  if (status.hasApiKey) return { label: 'Key stored', tone: 'success' };
  if (status.hasSession) return { label: 'Signed in', tone: 'success' };
  return { label: 'None', tone: 'danger' };
}

/** Where credentials are kept this run: a short label and a plain explanation. */
export function storageText(storage: CredentialStatus['storage'], reason?: string): { label: string; explanation: string } {
  switch (storage) {
    case 'keychain':
      return {
        label: 'OS keychain',
        explanation:
          'API keys and session tokens are kept in the operating system’s keychain. Collection Desk never writes them to a file or shows them unless you ask.',
      };
    case 'session':
      return {
        label: 'This session only',
        explanation: 'Credentials are kept in memory only and forgotten when Collection Desk quits; you will enter them again next time.',
      };
    case 'sandbox':
      return {
        label: 'Held by the desk',
        explanation:
          'The Sandbox’s demo account is the desk’s own: its credentials are read from the embedded sandbox at each start and held in memory, so it needs no keychain.',
      };
    case 'unavailable':
      return {
        label: 'Unavailable',
        explanation: `The OS keychain cannot be used, so credentials cannot be saved.${reason ? ` ${reason}` : ''}`,
      };
  }
}

/** The header switcher's options: sandbox profiles marked, the service address as detail. */
export function profileOptions(view: ProfilesView | undefined): ProfileOption[] {
  return (view?.profiles ?? []).map((profile) => ({
    id: profile.id,
    name: profile.name,
    kind: profile.builtIn ? 'sandbox' : 'service',
    ...(profile.baseUrl ? { detail: profile.baseUrl } : {}),
  }));
}

/** The active profile of a view, if it is listed. */
export function activeProfile(view: ProfilesView | undefined): Profile | undefined {
  return view?.profiles.find((profile) => profile.id === view.activeId);
}
