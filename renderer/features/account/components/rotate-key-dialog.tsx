import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SANDBOX_PROFILE_ID } from '../../../../shared/bridge/profile.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useQuery } from '@tanstack/react-query';
import { accountProfileQuery } from '../../../data/account.ts';
import { credentialStatusQuery } from '../../../data/connection.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { useRotateApiKey } from '../api/rotate-api-key.ts';
import { useAccountUi } from '../stores/account-ui-store.ts';

/**
 * The safe rotation: says the old key stops at once; without a session token, asks for e-mail + password
 * first (the new key can only be read with a session right after rotation); then rotates and reports
 * main's own success or failure message. The password is cleared once sent.
 */
export function RotateKeyDialog() {
  const open = useAccountUi((s) => s.rotateOpen);
  const typedEmail = useAccountUi((s) => s.rotateEmail);
  const profile = useQuery(accountProfileQuery());
  const credentials = useQuery({ ...credentialStatusQuery('active'), enabled: open });
  const rotate = useRotateApiKey();
  const gate = useWriteGate(open);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const email = typedEmail || profile.data?.email || '';
  // The desk signs in to its own Sandbox by itself (main knows the demo account).
  const sandbox = credentials.data?.profileId === SANDBOX_PROFILE_ID;
  const needsSignIn = credentials.data ? !credentials.data.hasSession && !sandbox : false;
  const emailError = submitted && needsSignIn && email.trim() === '' ? 'Enter the e-mail of the account.' : null;
  const passwordError = submitted && needsSignIn && password === '' ? 'Enter the password.' : null;

  const close = () => {
    useAccountUi.getState().setRotateOpen(false);
    setPassword('');
    setSubmitted(false);
    rotate.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!gate.allowed || !credentials.data || (needsSignIn && (email.trim() === '' || password === ''))) return;
    const sent = password;
    setPassword('');
    setSubmitted(false);
    rotate.mutate(needsSignIn ? { signIn: { email: email.trim(), password: sent } } : { signIn: null }, {
      onSuccess: ({ apiKeyMasked }) => toast.success('API key rotated', { message: `The new key ${apiKeyMasked} is stored and in use.` }),
    });
  };

  const done = rotate.isSuccess;
  return (
    <Dialog
      open={open}
      onClose={rotate.isPending ? () => undefined : close}
      title="Rotate the API key"
      closeOnBackdrop={false}
      footer={
        done ? (
          <Button variant="primary" onClick={close} data-autofocus="">
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={rotate.isPending} data-autofocus="">
              Cancel
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={rotate.isPending} disabled={!credentials.data || !gate.allowed}>
              {needsSignIn ? 'Sign in and rotate' : 'Rotate key'}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <div className="stack" role="status">
          <p>
            <strong>The API key was rotated.</strong> The old key no longer works. The new key <code>{rotate.data.apiKeyMasked}</code> is stored in the keychain
            and Collection Desk uses it from now on.
          </p>
          <p className="muted">Give the new key to any script or app that used the old one (Reveal or Copy it on this screen).</p>
        </div>
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="stack">
          <div className="ac-warning" role="note">
            <p>
              <strong>The current key stops working the moment it is rotated.</strong> Scripts and other apps that use it will be refused until they get the new
              key. Collection Desk switches to the new key by itself.
            </p>
          </div>
          {credentials.isPending && <Spinner label="Checking the session" />}
          {credentials.isError && <ErrorMessage variant="inline" error={asBridgeError(credentials.error)} onRetry={() => void credentials.refetch()} />}
          {needsSignIn && (
            <>
              <p>
                To read the new key safely right after rotation, sign in first with the account’s e-mail and password; a session token is kept, not the
                password.
              </p>
              <TextField
                label="E-mail"
                type="email"
                value={email}
                required
                autoComplete="username"
                error={emailError ?? undefined}
                onChange={(e) => useAccountUi.getState().setRotateEmail(e.currentTarget.value)}
              />
              <TextField
                label="Password"
                type="password"
                value={password}
                required
                autoComplete="current-password"
                error={passwordError ?? undefined}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
            </>
          )}
          {credentials.data && !needsSignIn && (
            <p className="muted">
              {credentials.data.hasSession
                ? 'You are signed in, so the new key can be read and stored as soon as it exists.'
                : 'This is the Sandbox: Collection Desk signs in to it with its demo account by itself, then reads and stores the new key.'}
            </p>
          )}
          <WriteRefusal reason={gate.reason} />
          {rotate.isError && <ErrorMessage variant="inline" title="The key was not rotated" error={asBridgeError(rotate.error)} />}
        </form>
      )}
    </Dialog>
  );
}
