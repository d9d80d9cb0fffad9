import type { Perturb } from './fault-proxy.ts';

// Texts the desk only shows: a real service may send null for any of them now and then.
const SHOWN_TEXTS = new Set(['description', 'currency', 'country_code', 'store_name', 'address', 'state', 'phone']);
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/**
 * The odd-but-readable answers of a real service: nulls in shown-only texts (every other row), an unknown
 * field on every record, timestamps in microseconds. Ids, counts and credits are left alone: those the desk
 * must refuse, and `stringCredits` is the test of that.
 */
export const perturbShownFields: Perturb = (_path, data) => walk(data, { row: 0 });

function walk(value: unknown, seen: { row: number }): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, seen));
  if (typeof value === 'string' && TIMESTAMP.test(value)) return value.replace(/(\.\d+)?(Z|[+-]\d\d:\d\d)$/, '.123456$2');
  if (typeof value !== 'object' || value === null) return value;
  seen.row += 1;
  const out: Record<string, unknown> = { added_by_a_newer_service: { nested: true } };
  for (const [key, field] of Object.entries(value)) {
    out[key] = SHOWN_TEXTS.has(key) && seen.row % 2 === 0 ? null : walk(field, seen);
  }
  return out;
}

/** Credits sent as numeric strings: fields the desk computes with, which must fail by name, not be guessed. */
export const stringCredits: Perturb = (path, data) => {
  if (path !== 'users/credits/' || typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
};
