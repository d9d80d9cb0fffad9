import type { CredentialStatus } from '../../../../shared/bridge/methods/credentials.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { InfoIcon } from '../../../components/icons.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useKeepSessionOnly } from '../api/keep-session-only.ts';
import { useConnectUi } from '../stores/connect-ui-store.ts';

/** Whether a credential status says the keychain is missing and the user has not chosen session-only storage. */
export function keychainMissing(status: CredentialStatus | undefined): boolean {
  return status?.storageMessage !== undefined && status.storage !== 'session' && status.storage !== 'keychain';
}

/**
 * The one notice of a missing OS keychain, under the header: the Sandbox works without it; real profiles
 * need it (or the session-only choice). Dismissed for this run with "Not now".
 */
export function KeychainBanner({ status }: { status: CredentialStatus }) {
  const keep = useKeepSessionOnly();
  return (
    <div className="connection-banner connection-banner--no-credential" role="status" aria-label="OS keychain">
      <InfoIcon />
      <div className="connection-banner__text">
        <p>
          <strong>Keychain unavailable:</strong> {status.storageMessage} The Sandbox works without it. To save the credentials of your own services, start or
          unlock the keychain and restart Collection Desk, or keep them in memory for this session only.
        </p>
        {keep.isError && <ErrorMessage variant="inline" error={asBridgeError(keep.error)} />}
      </div>
      <Button size="sm" variant="secondary" loading={keep.isPending} onClick={() => keep.mutate()}>
        Keep credentials for this session only
      </Button>
      <Button size="sm" variant="ghost" onClick={() => useConnectUi.getState().setKeychainNoticeDismissed(true)}>
        Not now
      </Button>
    </div>
  );
}
