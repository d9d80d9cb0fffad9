import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useResetSandbox, useSandboxAccount } from '../api/sandbox-account.ts';

/**
 * The Sandbox's demo account on its credentials: the desk runs that sandbox, so its e-mail and password
 * are shown (to sign in, or anywhere the account is asked for), and the Sandbox can be reset after a confirmation.
 */
export function SandboxAccount() {
  const account = useSandboxAccount(true);
  const reset = useResetSandbox();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="cn-notice" aria-label="Sandbox demo account">
      <div className="cn-notice__body">
        <p>
          <strong>The Sandbox’s demo account.</strong> Collection Desk runs this sandbox and signs in to it by itself (a key rotation needs no password here).
          Use these wherever the account is asked for:
        </p>
        {account.isPending && <Spinner label="Reading the demo account" />}
        {account.isError && <ErrorMessage variant="inline" error={asBridgeError(account.error)} onRetry={() => void account.refetch()} />}
        {account.data && (
          <dl className="cn-demo-account">
            <dt>E-mail</dt>
            <dd>
              <code>{account.data.email}</code>
            </dd>
            <dt>Password</dt>
            <dd>
              <code>{account.data.password}</code>
            </dd>
          </dl>
        )}
        <div className="cn-notice__actions">
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            Reset the Sandbox…
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title="Reset the Sandbox?"
        message="Every postcode, collection, item, run and category scrape in the Sandbox is deleted, and a new demo account (new password and API key) replaces this one. Your own profiles are not touched."
        confirmLabel="Reset the Sandbox"
        busy={reset.isPending}
        error={reset.isError ? <ErrorMessage variant="inline" error={asBridgeError(reset.error)} /> : undefined}
        onCancel={() => {
          setConfirming(false);
          reset.reset();
        }}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: ({ email }) => {
              setConfirming(false);
              toast.success('The Sandbox was reset', { message: `Fresh data and a new demo account, ${email}.` });
            },
          })
        }
      />
    </section>
  );
}
