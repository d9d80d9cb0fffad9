import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditsSchema, paymentSchema } from './accounts.ts';
import { MISSING_TEXT, readingOddities, shownNumber, shownText } from './lenient.ts';

const payment = { id: 1, amount_cents: 500, currency: 'AUD', status: 'paid', description: 'Top-up', created_at: '2026-01-01T00:00:00Z' };

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

  it('reads a numeric string as its number for a shown number, and refuses a word', () => {
    expect(shownNumber('n').parse(' 12.5 ')).toBe(12.5);
    expect(shownNumber('n').parse(null)).toBeNull();
    expect(shownNumber('n').safeParse('twelve').success).toBe(false);
  });

  it('keeps a payment with a null description instead of refusing the whole list', () => {
    expect(paymentSchema.parse({ ...payment, description: null }).description).toBe(MISSING_TEXT);
    // The amount is money the desk adds up: it stays strict.
    expect(paymentSchema.safeParse({ ...payment, amount_cents: '500' }).success).toBe(false);
  });

  it('keeps credits strict: a balance sent as text is refused at its field', () => {
    const parsed = creditsSchema.safeParse({ available_credits: '10', used_credits: 0, frozen_credits: 0, remaining_credits: 10 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['available_credits']);
  });
});
