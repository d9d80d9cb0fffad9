import { useId } from 'react';
import type { ProfileAuth } from '../../../../shared/bridge/profile.ts';

/** Props of AuthKindField. */
export interface AuthKindFieldProps {
  value: ProfileAuth;
  onChange: (value: ProfileAuth) => void;
}

const CHOICES: ReadonlyArray<{ value: ProfileAuth; label: string; hint: string }> = [
  { value: 'apiKey', label: 'API key', hint: 'Checked against the service before anything is saved.' },
  { value: 'session', label: 'E-mail + password', hint: 'Signs in; a session token is kept instead of a key.' },
];

/** The "Sign in with" radio group of the add-profile form. */
export function AuthKindField({ value, onChange }: AuthKindFieldProps) {
  const name = useId();
  return (
    <fieldset className="cn-radios">
      <legend className="field__label">Sign in with</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className="cn-radio">
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span>
            <span className="cn-radio__label">{choice.label}</span>
            <span className="cn-radio__hint muted">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
