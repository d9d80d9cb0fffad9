import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

/** What the app knows about its link to the service. */
export type ConnectionState = 'online' | 'offline' | 'credential-rejected' | 'no-credential';

/** Props of ConnectionBanner. */
export interface ConnectionBannerProps {
  state: ConnectionState;
  /** The profile's name, for "… rejected the key of <profile>". */
  profileName?: string;
  /** The service's own message, when there is one. */
  message?: string;
  /** Opens the fix (Connect to a service); shown for credential problems. */
  onFix?: () => void;
  fixLabel?: string;
  /** Checks the connection again; shown when offline. */
  onRetry?: () => void;
}

const COPY: Record<Exclude<ConnectionState, 'online'>, { title: string; next: string }> = {
  offline: {
    title: 'Offline — cannot reach the service',
    next: 'Showing the last data loaded; changes cannot be sent until the connection is back.',
  },
  'credential-rejected': {
    title: 'The service rejected the credential',
    next: 'Enter a new API key or sign in again to continue.',
  },
  'no-credential': {
    title: 'Not connected to a service',
    next: 'Add an API key, sign in, or use the local sandbox.',
  },
};

/** A full-width banner under the header while the connection needs attention; nothing when online. */
export function ConnectionBanner({ state, profileName, message, onFix, fixLabel = 'Fix connection', onRetry }: ConnectionBannerProps) {
  if (state === 'online') return null;
  const copy = COPY[state];
  const severe = state === 'credential-rejected';
  return (
    <div className={`connection-banner connection-banner--${state}`} role={severe ? 'alert' : 'status'}>
      <AlertIcon />
      <p className="connection-banner__text">
        <strong>
          {copy.title}
          {profileName && state === 'credential-rejected' ? ` for ${profileName}` : ''}.
        </strong>{' '}
        {message && <span>{message} </span>}
        <span>{copy.next}</span>
      </p>
      {state !== 'offline' && onFix && (
        <Button size="sm" variant={severe ? 'primary' : 'secondary'} onClick={onFix}>
          {fixLabel}
        </Button>
      )}
      {state === 'offline' && onRetry && (
        <Button size="sm" onClick={onRetry}>
          Retry now
        </Button>
      )}
    </div>
  );
}
