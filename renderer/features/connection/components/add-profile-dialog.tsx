import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Profile } from '../../../../shared/bridge/profile.ts';
import { checkBaseUrl, checkProfileName } from '../../../../shared/bridge/profile.ts';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { toast } from '../../../lib/toasts.ts';
import { useAddProfile } from '../api/add-profile.ts';
import { checkProfileForm, isFormValid } from '../lib/profile-form.ts';
import type { ProfileFormErrors, ProfileSecrets } from '../lib/profile-form.ts';
import { useConnectUi } from '../stores/connect-ui-store.ts';
import { AuthKindField } from './auth-kind-field.tsx';
import { failureNext } from '../lib/failure-next.ts';
import { SecretField } from './secret-field.tsx';

const NO_SECRETS: ProfileSecrets = { apiKey: '', password: '' };

/** Props of AddProfileDialog. */
export interface AddProfileDialogProps {
  profiles: readonly Profile[];
}

/**
 * "Add profile": name, address and an API key (checked by the service before saving) or e-mail +
 * password. The draft survives failures and screen changes; the key and password live only here and
 * are cleared once sent, whatever the answer.
 */
export function AddProfileDialog({ profiles }: AddProfileDialogProps) {
  const open = useConnectUi((s) => s.addOpen);
  const draft = useConnectUi((s) => s.addDraft);
  const patch = useConnectUi((s) => s.patchAddDraft);
  const mutation = useAddProfile();
  const [secrets, setSecrets] = useState<ProfileSecrets>(NO_SECRETS);
  const [touched, setTouched] = useState<ReadonlySet<keyof ProfileFormErrors>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The main process's word on the address (refused, or a private network awaiting the user's confirmation).
  const [address, setAddress] = useState<{ baseUrl: string; refused?: string; confirm?: string } | null>(null);
  const [privateConfirmed, setPrivateConfirmed] = useState<string | null>(null);
  const [checkingAddress, setCheckingAddress] = useState(false);
  const formId = useId();
  const errors = checkProfileForm(draft, secrets, profiles);
  const show = (field: keyof ProfileFormErrors) => (submitted || touched.has(field) ? errors[field] : null);
  const typedUrl = checkBaseUrl(draft.baseUrl);
  // The verdict shows only while the address it was given for is still the one typed.
  const addressFor = address !== null && typedUrl.ok && typedUrl.value === address.baseUrl ? address : null;
  const touch = (field: keyof ProfileFormErrors) => setTouched((t) => new Set(t).add(field));

  const close = () => {
    useConnectUi.getState().setAddOpen(false);
    setSecrets(NO_SECRETS);
    setSubmitted(false);
    setTouched(new Set());
    setAddress(null);
    setPrivateConfirmed(null);
    mutation.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isFormValid(errors)) {
      document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus();
      return;
    }
    const name = checkProfileName(draft.name);
    const url = checkBaseUrl(draft.baseUrl);
    if (!name.ok || !url.ok) return;
    // Where the address leads is settled before any secret leaves the form.
    setCheckingAddress(true);
    const checked = await desk.profiles.checkAddress({ baseUrl: url.value });
    setCheckingAddress(false);
    if (!checked.ok) {
      setAddress({ baseUrl: url.value, refused: checked.error.message });
      return;
    }
    const needsConfirm = checked.value.verdict === 'confirm' ? checked.value.message : undefined;
    setAddress({ baseUrl: url.value, confirm: needsConfirm });
    if (needsConfirm !== undefined && privateConfirmed !== url.value) return;
    const allowPrivateNetwork = needsConfirm !== undefined;
    const sent = { ...secrets };
    setSecrets(NO_SECRETS); // sent: the secrets leave this form whatever the answer
    const input =
      draft.auth === 'apiKey'
        ? { name: name.value, baseUrl: url.value, auth: 'apiKey' as const, apiKey: sent.apiKey.trim(), allowPrivateNetwork }
        : { name: name.value, baseUrl: url.value, auth: 'session' as const, email: draft.email.trim(), password: sent.password, allowPrivateNetwork };
    mutation.mutate(input, {
      onSuccess: (added) => {
        useConnectUi.getState().resetAddDraft();
        close();
        toast.success(`Profile ${added.name} added`, { message: 'Switch to it from the list or the header when you want to use it.' });
      },
    });
  };

  const byKey = draft.auth === 'apiKey';
  const failure = mutation.isError ? asBridgeError(mutation.error) : null;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add profile"
      description="Connect to a collection scraping service by its address. Credentials go to the OS keychain, never to a file."
      closeOnBackdrop={false}
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={mutation.isPending || checkingAddress}>
            {byKey ? 'Check key and add' : 'Sign in and add'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="stack">
        <TextField
          label="Profile name"
          value={draft.name}
          required
          placeholder="e.g. Production"
          error={show('name') ?? undefined}
          onBlur={() => touch('name')}
          onChange={(e) => patch({ name: e.currentTarget.value })}
        />
        <TextField
          label="Service address"
          value={draft.baseUrl}
          required
          inputMode="url"
          spellCheck={false}
          placeholder="https://api.example.com"
          hint="The address before /api/v1. Plain http:// only for this computer."
          error={show('baseUrl') ?? addressFor?.refused}
          onBlur={() => touch('baseUrl')}
          onChange={(e) => patch({ baseUrl: e.currentTarget.value })}
        />
        {addressFor?.confirm !== undefined && (
          <div role="alert" className="stack">
            <Checkbox
              label="The service runs on this private network"
              hint={addressFor.confirm}
              checked={privateConfirmed === addressFor.baseUrl}
              onChange={(e) => setPrivateConfirmed(e.currentTarget.checked ? addressFor.baseUrl : null)}
            />
          </div>
        )}
        <AuthKindField value={draft.auth} onChange={(auth) => patch({ auth })} />
        {byKey ? (
          <SecretField
            label="API key"
            value={secrets.apiKey}
            autoComplete="off"
            hint="From the service’s account page, of the form prefix.secret."
            error={show('apiKey')}
            onBlur={() => touch('apiKey')}
            onChange={(apiKey) => setSecrets((s) => ({ ...s, apiKey }))}
          />
        ) : (
          <>
            <TextField
              label="E-mail"
              type="email"
              value={draft.email}
              required
              autoComplete="username"
              error={show('email') ?? undefined}
              onBlur={() => touch('email')}
              onChange={(e) => patch({ email: e.currentTarget.value })}
            />
            <SecretField
              label="Password"
              value={secrets.password}
              autoComplete="current-password"
              error={show('password')}
              onBlur={() => touch('password')}
              onChange={(password) => setSecrets((s) => ({ ...s, password }))}
            />
          </>
        )}
        {failure && <ErrorMessage variant="inline" title="The profile was not added" error={failure} next={failureNext(failure, byKey ? 'key' : 'password')} />}
      </form>
    </Dialog>
  );
}
