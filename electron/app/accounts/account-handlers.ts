import { serviceContract } from '../../../shared/api/contract.ts';
import { maskApiKey } from '../../../shared/bridge/api-key-mask.ts';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { maskedAccountMethods } from '../../../shared/bridge/methods/account-masked.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';

const { accounts } = serviceContract;

/** Account details with the key replaced by its masked form: the full key never leaves main here. */
function masked<T extends { api_key: string }>(details: T): Omit<T, 'api_key'> & { api_key_masked: string } {
  const { api_key: key, ...rest } = details;
  return { ...rest, api_key_masked: maskApiKey(key) };
}

/** Handlers of the account methods whose output shows the API key masked. */
export function accountHandlers(deps: { connection: Connection }): BridgeHandlers<typeof maskedAccountMethods, BridgeContext> {
  return {
    'accounts.accountDetails': async (input) => masked(await deps.connection.proxy.call(accounts.accountDetails, input)),
    'accounts.profileUpdate': async (input) => masked(await deps.connection.proxy.call(accounts.profileUpdate, input)),
  };
}
