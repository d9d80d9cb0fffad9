import { describe, expectTypeOf, it } from 'vitest';
import type { EndpointInput, EndpointOutput } from './endpoint.ts';
import type { Category } from './catalogue.ts';
import { serviceContract as c } from './contract.ts';
import type { ServiceEndpoint } from './contract.ts';

describe('contract types', () => {
  it('make defaulted fields optional for callers and present in parsed data', () => {
    expectTypeOf<EndpointInput<typeof c.collections.list>>().toEqualTypeOf<{
      skip?: number | undefined;
      limit?: number | undefined;
      request_type?: 'marketplace' | 'partsstore' | 'officestore' | 'marketplace_category_scrape' | undefined;
      search?: string | undefined;
    }>();
    expectTypeOf<EndpointOutput<typeof c.runs.results>['limit']>().toEqualTypeOf<number>();
  });

  it('type unions and recursive records', () => {
    expectTypeOf<EndpointInput<typeof c.partsstoreItems.create>['customer_postcode']>().toEqualTypeOf<number | string>();
    expectTypeOf<EndpointOutput<typeof c.catalogue.categories>['categories']>().toEqualTypeOf<Category[]>();
    expectTypeOf<EndpointOutput<typeof c.collections.deleteMultiple>>().toEqualTypeOf<number>();
    expectTypeOf(c.settings.domains).toMatchTypeOf<ServiceEndpoint>();
  });
});
