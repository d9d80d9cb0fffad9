import { MESSAGES } from '../../shared/api/envelope.ts';
import { playgroundEndpoints as ep } from '../../shared/api/playground.ts';
import type { PlaygroundOutput } from '../../shared/api/playground.ts';
import { OFFICESTORE_DOMAIN, PARTSSTORE_DOMAIN, postcodeMatchesDomain } from '../../shared/api/settings.ts';
import { chargeCredits } from '../accounts/credits.ts';
import { marketplaceOutput, officestoreOutput, partsOutput } from '../data/marketplace-output.ts';
import { findStore } from '../data/stores.ts';
import { ApiError } from '../server/api-error.ts';
import type { SandboxModule } from '../server/sandbox-module.ts';

/** Which domains serve a request type: marketplace.* for marketplace, the one store domain otherwise. */
function domainFits(requestType: 'marketplace' | 'partsstore' | 'officestore', domain: string): boolean {
  if (requestType === 'marketplace') return domain.startsWith('marketplace.');
  return domain === (requestType === 'partsstore' ? PARTSSTORE_DOMAIN : OFFICESTORE_DOMAIN);
}

// One seed for every playground call: the same item, domain and postcode scrape the same way.
const PLAYGROUND_SEED = 'playground';

/** `playground/post/`: one live scrape of one item for one credit (completions 8). */
export const playgroundModule: SandboxModule = {
  name: 'playground',
  register(kit) {
    const { ctx } = kit;
    kit.handle(ep.post, ({ input, user }): PlaygroundOutput => {
      const domain = ctx.db.prepare("SELECT domain, postcode_regex FROM domains WHERE domain = ? AND supplier_type = 'scraping'").get(input.domain) as
        { domain: string; postcode_regex: string } | undefined;
      if (!domain || !domainFits(input.request_type, domain.domain)) {
        throw new ApiError(400, `domain: "${input.domain}" is not a valid choice.`);
      }
      if (!postcodeMatchesDomain(domain.postcode_regex, input.customer_postcode)) {
        throw new ApiError(400, MESSAGES.invalidPostcode);
      }
      if (input.store_id !== undefined && (input.request_type !== 'officestore' || !findStore(input.store_id))) {
        throw new ApiError(400, `store_id: "${input.store_id}" is not a valid choice.`);
      }
      // The service answers a credit failure inside a success envelope (interface 7 rule 2).
      if (chargeCredits(ctx.db, user.id, 1) === 0) {
        return { type: input.request_type, output: { error: MESSAGES.insufficientCredits } };
      }
      const postcode = input.customer_postcode;
      const code = (input.request_type === 'marketplace' ? input.asin : input.sku) ?? '';
      const output =
        input.request_type === 'marketplace'
          ? marketplaceOutput({
              asin: code,
              postcode,
              domain: domain.domain,
              fetchMode: 'full',
              runSeed: PLAYGROUND_SEED,
              assetBaseUrl: ctx.baseUrl(),
            })
          : input.request_type === 'partsstore'
            ? partsOutput({ sku: code, postcode, runSeed: PLAYGROUND_SEED })
            : officestoreOutput({ sku: code, postcode, store_id: input.store_id, runSeed: PLAYGROUND_SEED });
      return { type: input.request_type, output: { ...output } };
    });
  },
};
