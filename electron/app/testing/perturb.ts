import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
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

/** The first product of a catalogue page: no title or brand, its price, rating and review count sent as text. */
function oddProducts(data: { products?: unknown[] }): unknown {
  const [first, ...rest] = data.products ?? [];
  if (typeof first !== 'object' || first === null) return data;
  const { brand: _brand, ...product } = first as Record<string, unknown>;
  return { ...data, products: [{ ...product, title: null, price_value: '12.99', rating: '4.5', review_count: '12' }, ...rest] };
}

/** A collection named "Odd …": its name null, its schedule message and destinations left out. */
function oddCollection(record: unknown): unknown {
  if (typeof record !== 'object' || record === null) return record;
  const { schedule_message: _message, destinations: _destinations, ...rest } = record as Record<string, unknown>;
  return typeof rest.name === 'string' && rest.name.startsWith('Odd ') ? { ...rest, name: null } : record;
}

const COLLECTION_PATHS = new Set(['schedules/add_schedule/', 'schedules/get_schedule/', 'schedules/update_schedule/']);

/**
 * Odd values in shown-only fields only, one kind per screen (issue 17): the catalogue's first product, every
 * collection named "Odd …", every output's title (null) and every payment's amount (text). Each must show "—" (or
 * the number) in its own place while everything around it reads as before.
 */
export const perturbOddFields: Perturb = (path, data) => {
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  if (path === 'schedules/officestore/categories/products/') return oddProducts(record);
  if (path === 'schedules/get_schedules/') return { ...record, items: (record.items as unknown[]).map(oddCollection) };
  if (COLLECTION_PATHS.has(path)) return oddCollection(record);
  if (path === 'users/payments/') {
    return { ...record, items: (record.items as Record<string, unknown>[]).map((p) => ({ ...p, amount_cents: String(p.amount_cents) })) };
  }
  return data;
};

/** A result page's records with every title null (the text stays as it was when it is not a JSON array). */
function untitledPage(text: string): string {
  try {
    const records = JSON.parse(text) as unknown;
    if (!Array.isArray(records)) return text;
    return JSON.stringify(records.map((r: unknown) => (typeof r === 'object' && r !== null ? { ...r, title: null } : r)));
  } catch {
    return text;
  }
}

/** Every output's title null in a run's result files (JSON pages, and the pages inside the all-pages ZIP). */
export function untitledResultFiles(path: string, bytes: Buffer): Buffer {
  if (path.endsWith('.json')) return Buffer.from(untitledPage(bytes.toString('utf8')));
  if (!path.endsWith('.zip')) return bytes;
  try {
    const entries = unzipSync(new Uint8Array(bytes));
    const rewritten = Object.fromEntries(
      Object.entries(entries).map(([name, data]) => [name, name.endsWith('.json') ? strToU8(untitledPage(strFromU8(data))) : data]),
    );
    return Buffer.from(zipSync(rewritten));
  } catch {
    return bytes;
  }
}
