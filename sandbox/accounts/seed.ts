import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { DOMAINS } from '../../shared/api/settings.ts';
import { nowIso, transaction } from '../store/db.ts';
import { insertApiKey } from './api-keys.ts';
import { hashPassword } from './crypto.ts';
import { seedPayments } from './payments.ts';

/** A seeded demo account as printed at start-up. */
export interface SeedUser {
  email: string;
  password: string;
  apiKey: string;
}

const SEED_FILE = 'sandbox-users.json';

/** Inserts the domains of completions 3 when the table is empty. */
export function seedDomains(db: DatabaseSync): void {
  const count = db.prepare('SELECT COUNT(*) AS n FROM domains').get() as { n: number };
  if (count.n > 0) return;
  const insert = db.prepare(
    'INSERT INTO domains (id, domain, country_code, supplier_type, status, postcode_regex) VALUES (?, ?, ?, ?, ?, ?)',
  );
  transaction(db, () => {
    for (const d of DOMAINS) insert.run(d.id, d.domain, d.country_code, d.supplier_type, d.status, d.postcode_regex);
  });
}

/**
 * Seeds `count` demo accounts on a new data dir and returns the demo credentials. They are kept in
 * `<data>/sandbox-users.json` (synthetic demo accounts only) so a restart can print them again.
 */
export function seedUsers(db: DatabaseSync, dataDir: string, count: number, credits: number): SeedUser[] {
  const file = join(dataDir, SEED_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SeedUser[];
  const users: SeedUser[] = [];
  const now = nowIso();
  transaction(db, () => {
    for (let i = 1; i <= count; i += 1) {
      const email = `analyst${i}@sandbox.test`;
      const password = `sandbox-${randomBytes(6).toString('hex')}`;
      const userId = Number(
        db
          .prepare(
            `INSERT INTO users (name, email, password_hash, available_credits, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(`Sandbox Analyst ${i}`, email, hashPassword(password), credits, now, now).lastInsertRowid,
      );
      seedPayments(db, userId, now);
      users.push({ email, password, apiKey: insertApiKey(db, dataDir, userId, now) });
    }
  });
  writeSeedFile(file, users);
  return users;
}

/** Keeps a seeded account's printed key current after a rotation (demo accounts only). */
export function updateSeedKey(dataDir: string, email: string, apiKey: string): void {
  const file = join(dataDir, SEED_FILE);
  if (!existsSync(file)) return;
  const users = JSON.parse(readFileSync(file, 'utf8')) as SeedUser[];
  const user = users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!user) return;
  user.apiKey = apiKey;
  writeSeedFile(file, users);
}

/** The printed key of a seeded demo account, or undefined for any other account. */
export function readSeedKey(dataDir: string, email: string): string | undefined {
  const file = join(dataDir, SEED_FILE);
  if (!existsSync(file)) return undefined;
  const users = JSON.parse(readFileSync(file, 'utf8')) as SeedUser[];
  return users.find((u) => u.email.toLowerCase() === email.toLowerCase())?.apiKey;
}

function writeSeedFile(file: string, users: SeedUser[]): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(users, null, 2), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}
