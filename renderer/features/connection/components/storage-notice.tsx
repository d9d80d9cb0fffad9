import type { CredentialStatus } from '../../../../shared/bridge/methods/credentials.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { AlertIcon, InfoIcon } from '../../../components/icons.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useKeepSessionOnly } from '../api/keep-session-only.ts';
import { storageText } from '../lib/profile-labels.ts';

/** Props of StorageNotice. */
export interface StorageNoticeProps {
  status: CredentialStatus | undefined;
}

/** Where credentials are kept, in plain words; when the keychain is unavailable, the offer to keep them for this session only. */
export function StorageNotice({ status }: StorageNoticeProps) {
  const keep = useKeepSessionOnly();
  if (!status) return null;
  const text = storageText(status.storage, status.storageMessage);
  const unavailable = status.storage === 'unavailable';
  return (
    <section className={unavailable ? 'cn-notice cn-notice--warning' : 'cn-notice'} aria-label="Credential storage">
      {unavailable ? <AlertIcon className="cn-notice__icon" /> : <InfoIcon className="cn-notice__icon" />}
      <div className="cn-notice__body">
        <p>
          <strong>Credential storage: {text.label}.</strong> {text.explanation}
        </p>
        {unavailable && (
          <>
            <p>You can still work: keep credentials in memory for this session only. They are never written to disk and are forgotten when the app quits.</p>
            <div className="cn-notice__actions">
              <Button
                size="sm"
                variant="primary"
                loading={keep.isPending}
                onClick={() => keep.mutate(undefined, { onSuccess: () => toast.success('Credentials are kept for this session only') })}
              >
                Keep credentials for this session only
              </Button>
            </div>
            {keep.isError && <ErrorMessage variant="inline" error={asBridgeError(keep.error)} />}
          </>
        )}
      </div>
    </section>
  );
}
