import type { Ref } from 'react';
import { TextField } from '../../../components/text-field.tsx';

/** Props of SecretField. */
export interface SecretFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  autoComplete: 'off' | 'current-password';
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** A masked input for an API key or password: never spell-checked, never offered for autofill of other fields. */
export function SecretField({ label, value, onChange, error, hint, autoComplete, onBlur, ref }: SecretFieldProps) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="password"
      value={value}
      required
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="off"
      hint={hint}
      error={error ?? undefined}
      onBlur={onBlur}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
