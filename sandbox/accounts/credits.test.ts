import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/db.ts';
import { chargeCredits, freezeCredits, getCredits, settleFrozen } from './credits.ts';

let dir: string;
let db: DatabaseSync;
let userId: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cd-credits-'));
  db = openDatabase(join(dir, 'sandbox.db'));
  const now = new Date().toISOString();
  userId = Number(
    db
      .prepare(
        `INSERT INTO users (name, email, password_hash, available_credits, created_at, updated_at)
         VALUES ('A', 'a@sandbox.test', 'x:y', 10, ?, ?)`,
      )
      .run(now, now).lastInsertRowid,
  );
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('credits', () => {
  it('reports remaining as available minus used minus frozen', () => {
    expect(getCredits(db, userId)).toEqual({
      available_credits: 10,
      used_credits: 0,
      frozen_credits: 0,
      remaining_credits: 10,
    });
  });

  it('freezes only when enough credits remain', () => {
    expect(freezeCredits(db, userId, 7)).toBe(true);
    expect(freezeCredits(db, userId, 4)).toBe(false);
    expect(getCredits(db, userId)).toMatchObject({ frozen_credits: 7, remaining_credits: 3 });
  });

  it('settles frozen credits into used and releases the rest', () => {
    freezeCredits(db, userId, 6);
    settleFrozen(db, userId, { used: 4, released: 2 });
    expect(getCredits(db, userId)).toEqual({
      available_credits: 10,
      used_credits: 4,
      frozen_credits: 0,
      remaining_credits: 6,
    });
  });

  it('charges at most the remaining balance and returns the amount charged', () => {
    freezeCredits(db, userId, 5);
    expect(chargeCredits(db, userId, 3)).toBe(3);
    expect(chargeCredits(db, userId, 9)).toBe(2);
    expect(chargeCredits(db, userId, 1)).toBe(0);
    expect(getCredits(db, userId)).toMatchObject({ used_credits: 5, frozen_credits: 5, remaining_credits: 0 });
  });
});
