import { checkBaseUrl, checkProfileName } from '../../../../shared/bridge/profile.ts';
import type { Profile, ProfileAuth } from '../../../../shared/bridge/profile.ts';

/** The add-profile form as typed, without secrets (those never enter a store). */
export interface ProfileDraft {
  name: string;
  baseUrl: string;
  auth: ProfileAuth;
  /** The e-mail of an e-mail + password profile. */
  email: string;
}

/** The empty add-profile form. */
export const EMPTY_PROFILE_DRAFT: ProfileDraft = { name: '', baseUrl: '', auth: 'apiKey', email: '' };

/** The secrets typed into a form, held only by the form component until sent. */
export interface ProfileSecrets {
  apiKey: string;
  password: string;
}

/** One message per field, null when the field is fine. */
export interface ProfileFormErrors {
  name: string | null;
  baseUrl: string | null;
  apiKey: string | null;
  email: string | null;
  password: string | null;
}

/** A name is valid and not already used by another profile (case-insensitive). */
export function checkUniqueName(raw: string, profiles: readonly Profile[], exceptId?: string): string | null {
  const checked = checkProfileName(raw);
  if (!checked.ok) return checked.message;
  const clash = profiles.find((p) => p.id !== exceptId && p.name.toLowerCase() === checked.value.toLowerCase());
  return clash ? `A profile named "${clash.name}" already exists. Choose another name.` : null;
}

/** A plausible e-mail address: something, @, something with a dot. */
export function checkEmail(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return 'Enter the e-mail address of your account.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : 'Enter an e-mail address such as name@example.com.';
}

/** An API key was typed, of the form the service issues (`<prefix>.<secret>`). */
export function checkApiKey(raw: string): string | null {
  const key = raw.trim();
  if (key === '') return 'Enter the API key.';
  if (/\s/.test(key)) return 'An API key has no spaces or line breaks. Paste it again.';
  return key.includes('.') ? null : 'An API key looks like <prefix>.<secret>, with a dot after its public prefix.';
}

/** Every message of the add-profile form for the current values. */
export function checkProfileForm(draft: ProfileDraft, secrets: ProfileSecrets, profiles: readonly Profile[]): ProfileFormErrors {
  const url = checkBaseUrl(draft.baseUrl);
  const byKey = draft.auth === 'apiKey';
  return {
    name: checkUniqueName(draft.name, profiles),
    baseUrl: url.ok ? null : url.message,
    apiKey: byKey ? checkApiKey(secrets.apiKey) : null,
    email: byKey ? null : checkEmail(draft.email),
    password: byKey || secrets.password !== '' ? null : 'Enter the password.',
  };
}

/** Whether a form has no message left. */
export function isFormValid(errors: ProfileFormErrors): boolean {
  return Object.values(errors).every((message) => message === null);
}
