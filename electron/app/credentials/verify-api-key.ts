import { serviceContract } from '../../../shared/api/contract.ts';
import { DeskError } from '../connection/desk-error.ts';
import type { ServiceClient } from '../service/service-client.ts';

const { accounts } = serviceContract;

/**
 * Checks an API key against a service with users/account-details, sending only that key. A rejected
 * key or an unreachable service fails with a message saying nothing was saved.
 */
export async function verifyApiKey(bare: ServiceClient, apiKey: string): Promise<void> {
  try {
    await bare.call(accounts.accountDetails, {}, { credential: { kind: 'apiKey', value: apiKey } });
  } catch (err) {
    const kind = (err as { kind?: unknown }).kind;
    if (kind === 'credential-rejected') {
      throw new DeskError('credential-rejected', `The service at ${bare.baseUrl} did not accept that API key. Check the key and try again; nothing was saved.`);
    }
    if (kind === 'network' || kind === 'timeout') {
      throw new DeskError(
        kind,
        `The service at ${bare.baseUrl} could not be reached to check the key, so nothing was saved. Check the address and your connection.`,
      );
    }
    throw err;
  }
}
