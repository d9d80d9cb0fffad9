import type { DatabaseSync } from 'node:sqlite';
import type { Payment } from '../../shared/api/accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A payment as the sandbox stores it: the amount is always there (the desk reads it leniently, the sandbox never leaves it out). */
type StoredPayment = Payment & { amount_cents: number };

/** The synthetic payments every sandbox account starts with: description, cents, days before creation. */
const STARTER_PAYMENTS: readonly (readonly [string, number, number])[] = [
  ['Sandbox credit pack (1,000 credits)', 4900, 30],
  ['Sandbox credit pack (500 credits)', 2900, 2],
];

/** Adds the starter payments (synthetic, AUD, paid) for a new account created at `createdAt`. */
export function seedPayments(db: DatabaseSync, userId: number, createdAt: string): void {
  const insert = db.prepare('INSERT INTO payments (user_id, amount_cents, currency, status, description, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const base = Date.parse(createdAt);
  for (const [description, cents, daysBefore] of STARTER_PAYMENTS) {
    insert.run(userId, cents, 'AUD', 'paid', description, new Date(base - daysBefore * DAY_MS).toISOString());
  }
}

/** A page of the user's payments, newest first, with the total. */
export function listPayments(db: DatabaseSync, userId: number, skip: number, limit: number): { total: number; items: StoredPayment[] } {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM payments WHERE user_id = ?').get(userId) as { n: number };
  const items = db
    .prepare(
      `SELECT id, amount_cents, currency, status, description, created_at FROM payments
       WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, limit, skip) as unknown as StoredPayment[];
  return { total: n, items };
}

/** The user's payment with this id, or undefined (another user's payments are invisible). */
export function findPayment(db: DatabaseSync, userId: number, paymentId: number): StoredPayment | undefined {
  return db.prepare('SELECT id, amount_cents, currency, status, description, created_at FROM payments WHERE id = ? AND user_id = ?').get(paymentId, userId) as
    StoredPayment | undefined;
}
