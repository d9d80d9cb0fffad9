import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useAccountDetails } from '../api/account-details.ts';
import { useCopyApiKey } from '../api/copy-api-key.ts';
import { useRevealedKey } from '../api/reveal-api-key.ts';
import { useAccountUi } from '../stores/account-ui-store.ts';
import { Panel } from './panel.tsx';
import { RotateKeyDialog } from './rotate-key-dialog.tsx';

function Countdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="muted">Hides in {Math.max(0, Math.ceil((until - now) / 1000))} s</span>;
}

/** The API key: masked, revealed for 30 s on request, copied, or rotated. */
export function ApiKeyPanel() {
  const details = useAccountDetails();
  const revealed = useRevealedKey();
  const copy = useCopyApiKey();
  const masked = details.data?.api_key_masked;
  const failure = revealed.error ?? (copy.isError ? copy.error : null);
  return (
    <Panel
      title="API key"
      actions={
        <Button size="sm" onClick={() => useAccountUi.getState().setRotateOpen(true)}>
          Rotate key…
        </Button>
      }
    >
      <p className="muted">Scripts and other apps use this key in the x-api-key header. Treat it like a password.</p>
      <div className="ac-key">
        <code className="ac-key__value" aria-label={revealed.key ? 'API key, shown' : 'API key, masked'} aria-live="polite">
          {revealed.key ?? masked ?? (details.isPending ? '…' : 'No key')}
        </code>
        {revealed.key ? (
          <>
            <Button size="sm" onClick={revealed.hide}>
              Hide
            </Button>
            <Countdown until={revealed.hidesAt} />
          </>
        ) : (
          <Button size="sm" loading={revealed.pending} onClick={() => void revealed.reveal()}>
            Reveal
          </Button>
        )}
        <Button
          size="sm"
          loading={copy.isPending}
          onClick={() =>
            copy.mutate(undefined, {
              onSuccess: () => toast.success('API key copied', { message: 'Paste it where it is needed; clear the clipboard afterwards.' }),
            })
          }
        >
          Copy
        </Button>
      </div>
      {failure !== null && <ErrorMessage variant="inline" error={asBridgeError(failure)} />}
      <RotateKeyDialog />
    </Panel>
  );
}
