import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import type { CredentialStatus } from '../../../../shared/bridge/methods/credentials.ts';
import { credentialStatusQuery } from '../../../data/connection.ts';
import { SettingsSection } from './settings-section.tsx';

function describe(status: CredentialStatus): string {
  if (status.storage === 'keychain') return 'In use: API keys and session tokens are kept in the operating system’s keychain.';
  if (status.storage === 'session') return 'Not available: credentials are kept in memory for this run only and forgotten when the app quits.';
  return `Not available${status.storageMessage ? `: ${status.storageMessage}` : ''}.`;
}

/** Where credentials are kept: the OS keychain, memory for this run, or nowhere. */
export function KeychainSection() {
  const status = useQuery(credentialStatusQuery('active'));
  return (
    <SettingsSection title="Keychain" description="Where the app keeps API keys and session tokens; they are never written to a file.">
      {status.isPending ? (
        <Spinner label="Checking the keychain" />
      ) : status.isError ? (
        <ErrorMessage error={asBridgeError(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <p className="settings__value" data-storage={status.data.storage}>
          {describe(status.data)}
        </p>
      )}
    </SettingsSection>
  );
}
