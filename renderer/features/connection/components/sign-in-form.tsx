import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Profile } from '../../../../shared/bridge/profile.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormActions } from '../../../components/form-row.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useSignOut } from '../api/sign-out.ts';
import { checkEmail } from '../lib/profile-form.ts';
import { failureNext } from '../lib/failure-next.ts';
import { useConnectUi } from '../stores/connect-ui-store.ts';
import { SecretField } from './secret-field.tsx';

/** Props of SignInForm. */
export interface SignInFormProps {
  profile: Profile;
  hasSession: boolean;
  onDone: () => void;
}

/** Signs a profile in with e-mail + password (the e-mail is kept as a draft, the password only until sent), or out. */
export function SignInForm({ profile, hasSession, onDone }: SignInFormProps) {
  const email = useConnectUi((s) => s.signInEmails[profile.id] ?? '');
  const setEmail = useConnectUi((s) => s.setSignInEmail);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const signIn = useSignIn();
  const signOut = useSignOut();
  const emailError = submitted ? checkEmail(email) : null;
  const passwordError = submitted && password === '' ? 'Enter the password.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checkEmail(email) || password === '') return;
    const sent = password;
    setPassword('');
    setSubmitted(false);
    signIn.mutate(
      { profileId: profile.id, email: email.trim(), password: sent },
      {
        onSuccess: ({ user }) => {
          toast.success(`Signed in as ${user.name}`, { message: `${user.email} on ${profile.name}` });
          onDone();
        },
      },
    );
  };

  const failure = signIn.isError ? asBridgeError(signIn.error) : null;
  return (
    <div className="stack">
      {hasSession && (
        <div className="cn-session">
          <p>
            <strong>Signed in.</strong> <span className="muted">A session token is stored; it is needed to rotate the API key safely.</span>
          </p>
          <Button
            size="sm"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(profile.id, { onSuccess: () => toast.info(`Signed out of ${profile.name}`) })}
          >
            Sign out
          </Button>
        </div>
      )}
      {signOut.isError && <ErrorMessage variant="inline" error={asBridgeError(signOut.error)} />}
      <form onSubmit={submit} noValidate className="stack">
        <p className="muted">
          {hasSession ? 'Sign in again, e.g. as another user:' : 'Sign in with the e-mail and password of your account. Only the session token is kept.'}
        </p>
        <TextField
          label="E-mail"
          type="email"
          value={email}
          required
          autoComplete="username"
          error={emailError ?? undefined}
          onChange={(e) => setEmail(profile.id, e.currentTarget.value)}
        />
        <SecretField label="Password" value={password} autoComplete="current-password" error={passwordError} onChange={setPassword} />
        {failure && <ErrorMessage variant="inline" title="Not signed in" error={failure} next={failureNext(failure, 'password')} />}
        <FormActions>
          <Button variant="primary" type="submit" loading={signIn.isPending}>
            Sign in
          </Button>
        </FormActions>
      </form>
    </div>
  );
}
