import { z } from 'zod';
import { MASKED_API_KEY } from '../api-key-mask.ts';
import { method } from '../define.ts';
import { serviceMethods } from './service-methods.ts';

const withMaskedKey = <S extends z.ZodObject>(schema: S) =>
  schema.extend({
    /** The API key's public prefix and dots (never the key: the output schema refuses anything else). */
    api_key_masked: z.string().regex(MASKED_API_KEY).optional(),
  });

const details = serviceMethods['accounts.accountDetails'];
const update = serviceMethods['accounts.profileUpdate'];

/**
 * Account methods whose output shows the API key masked (prefix + dots) instead of leaving it out.
 * Spread after the service methods in the contract, so these entries replace the derived ones.
 */
export const maskedAccountMethods = {
  'accounts.accountDetails': method(
    'Service call: users/account-details; the API key only as `api_key_masked` (prefix and dots). Use credentials.revealApiKey to show it.',
    details.input,
    withMaskedKey(details.output),
  ),
  'accounts.profileUpdate': method(
    'Service call: users/profile/update; answers with the account details, the API key only as `api_key_masked`.',
    update.input,
    withMaskedKey(update.output),
  ),
};
