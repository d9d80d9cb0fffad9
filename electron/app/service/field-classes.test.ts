import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unnamedCollection } from '../../../shared/api/collections.ts';
import { CONTRACT_EXAMPLES } from '../../../shared/api/contract-examples.ts';
import { listEndpoints, sandboxContract, serviceContract } from '../../../shared/api/contract.ts';
import { fieldClassOf, MISSING_TEXT } from '../../../shared/api/lenient.ts';
import type { FieldClass } from '../../../shared/api/lenient.ts';
import { parseData } from './decode.ts';
import { ServiceError } from './service-error.ts';

// The table test of issue 17: every field of every record the service sends has a class, every shown-only
// field survives null, absence and a number sent as text with the rest of the answer intact, and every other
// field is refused by name. It walks the contract itself, so a new field or record is covered (or fails) at once.

type Path = (string | number)[];
/** One field of one record in an endpoint's example answer. */
interface FieldCase {
  endpoint: string;
  path: Path;
  fieldClass: FieldClass;
}

const endpoints = [...listEndpoints(serviceContract), ...listEndpoints(sandboxContract)]
  .filter(({ endpoint }) => endpoint.body !== 'file')
  .map(({ area, name, endpoint }) => ({ key: `${area}.${name}`, path: endpoint.path, schema: endpoint.output as z.ZodType }));
// The contract's example answers, plus the playground's in-band failure (the one answer that carries `output.error`).
const answers = [
  ...endpoints.map(({ key }) => ({ key, example: CONTRACT_EXAMPLES[key]?.output })),
  { key: 'playground.post', example: { type: 'marketplace', output: { error: 'Insufficient Credits' } } },
];

/** The schema that checks a value, through optional, nullable, default and pipes (a transform checks its input). */
function core(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = (inner.in instanceof z.ZodTransform ? inner.out : inner.in) as z.ZodType;
    else return inner;
  }
}

/** Whether a field holds records (whose own fields are classified) rather than a value. */
function holdsRecords(schema: z.ZodType): boolean {
  const inner = core(schema);
  if (inner instanceof z.ZodObject) return true;
  if (inner instanceof z.ZodArray) return holdsRecords(inner.element as z.ZodType);
  if (inner instanceof z.ZodUnion) return (inner.options as z.ZodType[]).every(holdsRecords);
  return false;
}

/** Every record schema an answer may hold, each named by where it is first found ("collections.list.items"). */
function recordsOf(schema: z.ZodType, name: string, found: Map<z.ZodObject, string>): void {
  const inner = core(schema);
  if (inner instanceof z.ZodArray) recordsOf(inner.element as z.ZodType, name, found);
  if (inner instanceof z.ZodUnion) for (const option of inner.options as z.ZodType[]) recordsOf(option, name, found);
  if (!(inner instanceof z.ZodObject) || found.has(inner)) return;
  found.set(inner, name);
  for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
    if (fieldClassOf(field) === undefined) recordsOf(field, `${name}.${key}`, found);
  }
}

/** The classified fields an example answer carries, by path; `seen` collects which fields of which records had a value. */
function fieldsOf(endpoint: string, schema: z.ZodType, value: unknown, path: Path, out: FieldCase[], seen: Map<z.ZodObject, Set<string>>): void {
  const inner = core(schema);
  if (inner instanceof z.ZodArray && Array.isArray(value)) value.forEach((v, i) => fieldsOf(endpoint, inner.element as z.ZodType, v, [...path, i], out, seen));
  if (inner instanceof z.ZodUnion) {
    const option = (inner.options as z.ZodType[]).find((o) => o.safeParse(value).success);
    if (option) fieldsOf(endpoint, option, value, path, out, seen);
  }
  if (!(inner instanceof z.ZodObject) || typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
    const fieldClass = fieldClassOf(field);
    if (fieldClass === undefined) fieldsOf(endpoint, field, record[key], [...path, key], out, seen);
    else if (key in record) {
      out.push({ endpoint, path: [...path, key], fieldClass });
      seen.set(inner, (seen.get(inner) ?? new Set()).add(key));
    }
  }
}

const ABSENT = Symbol('absent');

/** A deep copy of `value` with `path` set (or removed, for ABSENT). */
function withAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((at, key) => at[key] as Record<string | number, unknown>, copy);
  const last = path[path.length - 1] as string | number;
  if (replacement === ABSENT) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const at = (value: unknown, path: Path): unknown => path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);

const records = new Map<z.ZodObject, string>();
for (const { key, schema } of endpoints) recordsOf(schema, key, records);
const byEndpoint = new Map(endpoints.map((e) => [e.key, e]));
const cases: { c: FieldCase; example: unknown }[] = [];
const seen = new Map<z.ZodObject, Set<string>>();
for (const { key, example } of answers) {
  const found: FieldCase[] = [];
  fieldsOf(key, byEndpoint.get(key)!.schema, example, [], found, seen);
  cases.push(...found.map((c) => ({ c, example })));
}
const label = ({ c }: { c: FieldCase }) => `${c.endpoint} ${c.path.join('.')}`;

/** `record.field` for each field of each record that `keep` picks. */
const fieldsWhere = (keep: (record: z.ZodObject, key: string, field: z.ZodType) => boolean): string[] =>
  [...records].flatMap(([record, name]) =>
    Object.entries(record.shape as Record<string, z.ZodType>)
      .filter(([key, field]) => keep(record, key, field))
      .map(([key]) => `${name}.${key}`),
  );

describe('field classes of every record the service sends', () => {
  it('classifies every field of every record: identity, computed or shown', () => {
    expect(fieldsWhere((_r, _k, field) => fieldClassOf(field) === undefined && !holdsRecords(field))).toEqual([]);
    expect(records.size).toBeGreaterThan(30);
  });

  it('has an example value for every classified field, so the tables below reach them all', () => {
    expect(fieldsWhere((record, key, field) => fieldClassOf(field) !== undefined && !seen.get(record)?.has(key))).toEqual([]);
  });

  const shown = cases.filter(({ c }) => c.fieldClass === 'shown');
  it.each(shown.map((row) => [label(row), row] as const))('%s: null, absent or a number as text reads alone', (_name, { c, example }) => {
    const { schema, path } = byEndpoint.get(c.endpoint)!;
    const baseline = parseData(schema, example, path);
    const original = at(example, c.path);
    const record = at(example, c.path.slice(0, -1)) as { id?: unknown };
    const missingReadings = [MISSING_TEXT, null, undefined, typeof record.id === 'number' ? unnamedCollection(record.id) : MISSING_TEXT];
    const variants: unknown[] = [null, ABSENT, ...(typeof original === 'number' ? [String(original)] : [])];
    for (const variant of variants) {
      const read = parseData(schema, withAt(example, c.path, variant), path);
      const value = at(read, c.path);
      if (typeof variant === 'string') expect(value).toBe(original);
      else if (Array.isArray(value)) expect(value).toEqual([]);
      else expect(missingReadings).toContain(value);
      // Everything else reads exactly as before.
      expect(withAt(read, c.path, at(baseline, c.path))).toEqual(baseline);
    }
  });

  const strict = cases.filter(({ c }) => c.fieldClass !== 'shown');
  it.each(strict.map((row) => [label(row), row] as const))('%s: a value of the wrong kind is refused, naming the field', (_name, { c, example }) => {
    const { schema, path } = byEndpoint.get(c.endpoint)!;
    let error: unknown;
    try {
      parseData(schema, withAt(example, c.path, { unexpected: true }), path);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).kind).toBe('unusable-answer');
    expect((error as ServiceError).message).toContain(`its field ${c.path.join('.')} is not what the desk needs`);
  });
});
