import { ServiceError } from '../service/service-error.ts';
import type { ServiceHandlers } from './service-handlers.ts';

/**
 * Creates that have a natural key settle a lost answer by reading instead of sending again: a postcode is
 * one domain and value, so when the answer to its create is cut off the list tells whether it was made.
 * (A collection or a run has no such key; their lost answers reach the user with the client's "may have
 * been done" message.)
 */
export function withReconciledCreates(handlers: ServiceHandlers, log: (line: string) => void): ServiceHandlers {
  return {
    ...handlers,
    'zipcodes.create': async (input, ctx) => {
      try {
        return await handlers['zipcodes.create'](input, ctx);
      } catch (error) {
        if (!(error instanceof ServiceError) || !error.mayHaveArrived) throw error;
        const wanted = input.zipcode.trim().toUpperCase();
        const rows = await handlers['zipcodes.list']({ domain: input.domain }, ctx).catch(() => null);
        const found = rows?.find((row) => row.zipcode.trim().toUpperCase() === wanted);
        if (!found) throw error;
        log('zipcodes/create-zipcode/: the answer was lost; the postcode was found by reading the list, not sent again');
        return found;
      }
    },
  };
}
