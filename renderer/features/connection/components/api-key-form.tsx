import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Profile } from '../../../../shared/bridge/profile.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormActions } from '../../../components/form-row.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useSetApiKey } from '../api/set-api-key.ts';
import { checkApiKey } from '../lib/profile-form.ts';
import { failureNext } from '../lib/failure-next.ts';
import { SecretField } from './secret-field.tsx';

/** Props of ApiKeyForm. */
export interface ApiKeyFormProps {
  profile: Profile;
  hasApiKey: boolean;
  onDone: () => void;
}

/** Enters or replaces a profile's API key; the service checks it before it is stored. The key is cleared once sent. */
export function ApiKeyForm({ profile, hasApiKey, onDone }: ApiKeyFormProps) {
  const [apiKey, setApiKey] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const mutation = useSetApiKey();
  const error = submitted ? checkApiKey(apiKey) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checkApiKey(apiKey)) return;
    const sent = apiKey.trim();
    setApiKey('');
    setSubmitted(false);
    mutation.mutate(
      { profileId: profile.id, apiKey: sent },
      {
        onSuccess: () => {
          toast.success(`API key saved for ${profile.name}`, { message: 'The service accepted it.' });
          onDone();
        },
      },
    );
  };

  const failure = mutation.isError ? asBridgeError(mutation.error) : null;
  return (
    <form onSubmit={submit} noValidate className="stack">
      <p className="muted">
        {hasApiKey ? 'A key is stored for this profile. Enter a new one to replace it' : 'Enter the API key of your account'}; it is checked against{' '}
        <span className="mono">{profile.baseUrl || 'the sandbox'}</span> before it is saved, and a rejected key is not kept.
      </p>
      <SecretField
        label={hasApiKey ? 'New API key' : 'API key'}
        value={apiKey}
        autoComplete="off"
        error={error}
        onChange={(value) => {
          setApiKey(value);
          if (mutation.isError) mutation.reset();
        }}
      />
      {failure && <ErrorMessage variant="inline" title="The key was not saved" error={failure} next={failureNext(failure, 'key')} />}
      <FormActions>
        <Button variant="primary" type="submit" loading={mutation.isPending}>
          Check and save key
        </Button>
      </FormActions>
    </form>
  );
}
