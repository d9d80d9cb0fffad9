import { describe, expect, it } from 'vitest';
import { CONTRACT_EXAMPLES } from './contract-examples.ts';
import { listEndpoints, sandboxContract, serviceContract } from './contract.ts';
import { isPathTemplate } from './path-template.ts';

const rows = [...listEndpoints(serviceContract), ...listEndpoints(sandboxContract)];

/** Adds an unknown field to every plain object, as a newer service might. */
function withExtras(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtras);
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    const out: Record<string, unknown> = { added_by_newer_service: 'x' };
    for (const [k, v] of Object.entries(value)) out[k] = withExtras(v);
    return out;
  }
  return value;
}

/** Every path exactly as the interface and completions write it. */
const EXPECTED_PATHS = [
  'settings/domains/',
  'settings/officestore/stores/',
  'users/login',
  'users/logout',
  'users/register/otp/sent',
  'users/register',
  'users/password-reset/otp/sent',
  'users/password-reset',
  'users/profile',
  'users/profile/update',
  'users/credits/',
  'users/payments/',
  'users/payments/:id/invoice.pdf',
  'users/account-details',
  'users/api-key/update/',
  'zipcodes/create-zipcode/',
  'zipcodes/get-zipcodes/',
  'zipcodes/update-zipcode/',
  'zipcodes/delete-zipcode/',
  'zipcodes/search-zipcodes/',
  'schedules/add_schedule/',
  'schedules/get_schedules/',
  'schedules/get_schedule/',
  'schedules/update_schedule/',
  'schedules/delete_schedule/',
  'schedules/delete_multiple/',
  'schedules/run/result/',
  'schedules/collections/results/download/',
  'results/:collectionId/:runnerId/:fileName',
  ...['create/', 'create/multiple/', 'create/bulk/', 'list/', 'get/', 'update/', 'delete/', 'output/list/', 'output/'].map(
    (s) => `schedules/marketplace/asin/${s}`,
  ),
  ...['create/', 'create/multiple/', 'create/bulk/', 'list/', 'get/', 'update/', 'delete/'].map((s) => `schedules/partsstore/sku/${s}`),
  ...['create/', 'create/multiple/', 'create/bulk/', 'list/', 'get/', 'update/', 'delete/'].map((s) => `schedules/officestore/sku/${s}`),
  'schedules/marketplace/category/add_schedule/',
  'schedules/marketplace/category/result/',
  'schedules/marketplace/category/cancel/',
  'schedules/officestore/categories/',
  'schedules/officestore/categories/products/',
  'playground/post/',
  'sandbox/outbox/',
  'sandbox/outbox/get/',
];

describe('service contract', () => {
  it('declares exactly the interface paths, each once', () => {
    const paths = rows.map((r) => r.endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...EXPECTED_PATHS].sort());
    for (const p of paths) expect(p.startsWith('/')).toBe(false);
  });

  it('has an example for every endpoint and no stale ones', () => {
    const keys = rows.map((r) => `${r.area}.${r.name}`);
    expect([...keys].sort()).toEqual(Object.keys(CONTRACT_EXAMPLES).sort());
  });

  it.each(rows.map((r) => [`${r.area}.${r.name}`, r] as const))('%s accepts its example body and answer', (key, row) => {
    const example = CONTRACT_EXAMPLES[key];
    expect(example).toBeDefined();
    const input = row.endpoint.input.safeParse(example?.input);
    expect(input.error?.issues ?? []).toEqual([]);
    const output = row.endpoint.output.safeParse(example?.output);
    expect(output.error?.issues ?? []).toEqual([]);
    const tolerant = row.endpoint.output.safeParse(withExtras(example?.output));
    expect(tolerant.error?.issues ?? []).toEqual([]);
  });

  it('uses file bodies exactly for the path templates, multipart for the bulk uploads', () => {
    for (const { endpoint: ep } of rows) {
      expect(ep.body === 'file').toBe(isPathTemplate(ep.path));
      expect(ep.body === 'multipart').toBe(ep.path.endsWith('create/bulk/'));
    }
  });

  it('retries reads only', () => {
    const never = /(create|add_schedule|update|delete|run\/result|login|logout|register|password-reset|cancel|playground)/;
    for (const { endpoint: ep } of rows) {
      if (never.test(ep.path)) expect(ep.retry, ep.path).toBe('never');
      else expect(ep.retry, ep.path).toBe('read');
    }
  });

  it('marks the public endpoints of completions 1', () => {
    const pub = rows
      .filter((r) => r.endpoint.auth === 'public')
      .map((r) => r.endpoint.path)
      .sort();
    expect(pub).toEqual(
      [
        'settings/domains/',
        'settings/officestore/stores/',
        'users/login',
        'users/register/otp/sent',
        'users/register',
        'users/password-reset/otp/sent',
        'users/password-reset',
      ].sort(),
    );
  });

  it('strips unknown request fields', () => {
    const parsed = serviceContract.collections.get.input.parse({ collection_id: 3, surprise: true });
    expect(parsed).toEqual({ collection_id: 3 });
  });
});
