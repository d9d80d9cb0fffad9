import type { AccountDetails } from '../../../../shared/api/accounts.ts';

/** The account details as the bridge gives them: the key only masked. */
export type AccountView = Omit<AccountDetails, 'api_key'> & { api_key_masked?: string };

const BOOLEAN_FIELDS = ['system_emails', 'update_emails', 'notification_emails'] as const;

/**
 * Narrows the masked account-details output (typed only as a record by the bridge contract, though main
 * validates it against the full schema) to its fields, refusing anything of the wrong shape.
 */
export function toAccountView(value: Readonly<Record<string, unknown>>): AccountView {
  const { id, user, timezone, created_at, updated_at, api_key_masked } = value;
  const flags = BOOLEAN_FIELDS.map((field) => value[field]);
  if (
    typeof id !== 'number' ||
    typeof user !== 'number' ||
    typeof timezone !== 'string' ||
    typeof created_at !== 'string' ||
    typeof updated_at !== 'string' ||
    flags.some((flag) => typeof flag !== 'boolean') ||
    (api_key_masked !== undefined && typeof api_key_masked !== 'string')
  ) {
    throw new Error('The account details came back in an unexpected shape.');
  }
  const view: AccountView = {
    id,
    user,
    timezone,
    created_at,
    updated_at,
    system_emails: value.system_emails === true,
    update_emails: value.update_emails === true,
    notification_emails: value.notification_emails === true,
  };
  if (typeof api_key_masked === 'string') view.api_key_masked = api_key_masked;
  return view;
}
