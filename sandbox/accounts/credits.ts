import type { DatabaseSync } from 'node:sqlite';
import { nowIso, transaction } from '../store/db.ts';

/** A user's credit balance (completions 2): `remaining = available − used − frozen`. */
export interface CreditBalance {
  available_credits: number;
  used_credits: number;
  frozen_credits: number;
  remaining_credits: number;
}

interface CreditRow {
  available_credits: number;
  used_credits: number;
  frozen_credits: number;
}

function readRow(db: DatabaseSync, userId: number): CreditRow {
  const row = db.prepare('SELECT available_credits, used_credits, frozen_credits FROM users WHERE id = ?').get(userId) as CreditRow | undefined;
  return row ?? { available_credits: 0, used_credits: 0, frozen_credits: 0 };
}

function remainingOf(row: CreditRow): number {
  return row.available_credits - row.used_credits - row.frozen_credits;
}

/** Reads the user's balance; an unknown user has zero everywhere. */
export function getCredits(db: DatabaseSync, userId: number): CreditBalance {
  const row = readRow(db, userId);
  return {
    available_credits: row.available_credits,
    used_credits: row.used_credits,
    frozen_credits: row.frozen_credits,
    remaining_credits: remainingOf(row),
  };
}

/**
 * Freezes `n` credits when at least `n` remain (atomic: one conditional UPDATE); false and nothing
 * changed otherwise. Safe inside or outside a caller's transaction.
 */
export function freezeCredits(db: DatabaseSync, userId: number, n: number): boolean {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`cannot freeze ${n} credits`);
  const result = db
    .prepare(
      `UPDATE users SET frozen_credits = frozen_credits + ?, updated_at = ?
       WHERE id = ? AND available_credits - used_credits - frozen_credits >= ?`,
    )
    .run(n, nowIso(), userId, n);
  return Number(result.changes) === 1;
}

/**
 * Settles frozen credits: `used` move from frozen to used, `released` are unfrozen (spendable again).
 * Never takes frozen below zero.
 */
export function settleFrozen(db: DatabaseSync, userId: number, amounts: { used: number; released: number }): void {
  const used = Math.max(0, Math.trunc(amounts.used));
  const released = Math.max(0, Math.trunc(amounts.released));
  if (used === 0 && released === 0) return;
  db.prepare(
    `UPDATE users SET
       used_credits = used_credits + MIN(?, frozen_credits),
       frozen_credits = MAX(0, frozen_credits - ? - ?),
       updated_at = ?
     WHERE id = ?`,
  ).run(used, used, released, nowIso(), userId);
}

/** Charges up to `n` credits straight to used, never more than remain; returns the amount charged. */
export function chargeCredits(db: DatabaseSync, userId: number, n: number): number {
  const wanted = Math.max(0, Math.trunc(n));
  if (wanted === 0) return 0;
  const charge = (): number => {
    const amount = Math.min(wanted, Math.max(0, remainingOf(readRow(db, userId))));
    if (amount > 0) {
      db.prepare('UPDATE users SET used_credits = used_credits + ?, updated_at = ? WHERE id = ?').run(amount, nowIso(), userId);
    }
    return amount;
  };
  return db.isTransaction ? charge() : transaction(db, charge);
}
