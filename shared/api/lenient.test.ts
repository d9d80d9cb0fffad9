import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditsSchema, paymentSchema } from './accounts.ts';
import { collectionSchema } from './collections.ts';
import { runnerSchema } from './runs.ts';
import { CONTRACT_EXAMPLES } from './contract-examples.ts';
import { timestampSchema } from './common.ts';
import { computed, fieldClassOf, identity, MISSING_TEXT, readingOddities, shownFlag, shownList, shownNumber, shownText, shownTextOrNull } from './lenient.ts';

const payment = { id: 1, amount_cents: 500, currency: 'AUD', status: 'paid', description: 'Top-up', created_at: '2026-01-01T00:00:00Z' };

/** The notes a parse makes, as `field: oddity`. */
function notesOf(parse: () => unknown): string[] {
  const notes: string[] = [];
  readingOddities((field, oddity) => notes.push(`${field}: ${oddity}`), parse);
  return notes;
}

describe('lenient reading of shown-only fields', () => {
  it('reads a null or missing shown text as "—" and a number as its digits, noting each oddity', () => {
    const notes: string[] = [];
    const schema = z.object({ a: shownText('a'), b: shownText('b'), c: shownText('c') });
    const parsed = readingOddities(
      (field, oddity) => notes.push(`${field}: ${oddity}`),
      () => schema.parse({ a: null, c: 42 }),
    );
    expect(parsed).toEqual({ a: MISSING_TEXT, b: MISSING_TEXT, c: '42' });
    expect(notes).toEqual(['a: null', 'b: missing', 'c: a number instead of text']);
  });

  it('reads a numeric string as its number for a shown number, and a word as no number', () => {
    expect(shownNumber('n').parse(' 12.5 ')).toBe(12.5);
    expect(shownNumber('n').parse(null)).toBeNull();
    expect(notesOf(() => expect(shownNumber('n').parse('twelve')).toBeNull())).toEqual(['n: not a number']);
  });

  it('reads URLs and yes/no as null when missing, so no link or claim is made up', () => {
    expect(shownTextOrNull('url').parse(undefined)).toBeNull();
    expect(shownTextOrNull('url').parse('https://x.example/')).toBe('https://x.example/');
    expect(shownFlag('published').parse(null)).toBeNull();
    expect(notesOf(() => expect(shownFlag('published').parse('yes')).toBeNull())).toEqual(['published: not true or false']);
  });

  it('reads a missing list as empty and keeps only its texts', () => {
    expect(shownList('categories').parse(undefined)).toEqual([]);
    expect(notesOf(() => expect(shownList('categories').parse(['a', 3, 'b'])).toEqual(['a', 'b']))).toEqual([
      'categories: a list with entries that are not text',
    ]);
  });

  it('reads a payment with an amount sent as text or a null description instead of refusing the whole list', () => {
    expect(paymentSchema.parse({ ...payment, description: null }).description).toBe(MISSING_TEXT);
    expect(paymentSchema.parse({ ...payment, amount_cents: '500' }).amount_cents).toBe(500);
  });

  it('keeps credits strict: a balance sent as text is refused at its field', () => {
    const parsed = creditsSchema.safeParse({ available_credits: '10', used_credits: 0, frozen_credits: 0, remaining_credits: 10 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['available_credits']);
  });

  it('keeps a run’s counts strict: a negative processed count is refused at its field, not kept in the local copy', () => {
    const runner = (CONTRACT_EXAMPLES['runs.results']?.output as { items: Record<string, unknown>[] }).items[0];
    expect(runnerSchema.safeParse(runner).success).toBe(true);
    const parsed = runnerSchema.safeParse({ ...runner, processed_count: -40 });
    expect(parsed.error?.issues[0]?.path).toEqual(['processed_count']);
  });

  it('calls a collection whose name is missing "Collection #id", and reads that record again unchanged', () => {
    const { name: _name, ...unnamed } = CONTRACT_EXAMPLES['collections.get']?.output as Record<string, unknown>;
    const read = collectionSchema.parse({ ...unnamed, id: 42 });
    expect(read.name).toBe('Collection #42');
    expect(collectionSchema.parse({ ...unnamed, id: 42, name: null }).name).toBe('Collection #42');
    // The local copy stores the decoded record and the bridge parses it again on its way out.
    expect(collectionSchema.parse(read)).toEqual(read);
  });
});

describe('field classes', () => {
  it('are read through optional and nullable, and tag a copy so a shared schema can be classed differently', () => {
    const record = z.object({ id: identity(z.int()), at: computed(timestampSchema).nullable(), note: shownText('note').optional() });
    expect(fieldClassOf(record.shape.id)).toBe('identity');
    expect(fieldClassOf(record.shape.at)).toBe('computed');
    expect(fieldClassOf(record.shape.note)).toBe('shown');
    expect(fieldClassOf(timestampSchema)).toBeUndefined();
    expect(fieldClassOf(z.string())).toBeUndefined();
  });
});
