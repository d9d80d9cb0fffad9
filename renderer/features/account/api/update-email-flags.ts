import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { toAccountView } from '../lib/account-view.ts';
import { accountDetailsQuery } from './account-details.ts';

/** The e-mail flags of the account details. */
export type EmailFlag = 'system_emails' | 'update_emails' | 'notification_emails';

/** One flag change. */
export interface EmailFlagChange {
  flag: EmailFlag;
  value: boolean;
}

/** Saves one e-mail flag (`accounts.profileUpdate`), shown at once and put back if the service refuses. */
export function updateEmailFlagMutation(client: QueryClient) {
  const key = accountDetailsQuery().queryKey;
  return mutationOptions({
    mutationFn: async ({ flag, value }: EmailFlagChange) => toAccountView(await unwrap(desk.accounts.profileUpdate({ [flag]: value }))),
    onMutate: async ({ flag, value }: EmailFlagChange) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, { ...before, [flag]: value });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (details) => client.setQueryData(key, details),
  });
}

/** The e-mail flag mutation. */
export function useUpdateEmailFlag() {
  const client = useQueryClient();
  return useMutation(updateEmailFlagMutation(client));
}
