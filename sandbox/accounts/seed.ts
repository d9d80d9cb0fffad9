import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { DOMAINS } from '../../shared/api/settings.ts';
import { nowIso, transaction } from '../store/db.ts';
import { insertApiKey, revokeApiKeys } from './api-keys.ts';
import { hashPassword } from '../server/crypto.ts';
import { openSecret, sealSecret } from './key-wrap.ts';
import { seedPayments } from './payments.ts';

/** A seeded demo account as printed at start-up. */
export interface SeedUser {
  email: string;
  password: string;
  apiKey: string;
}

/** The sealed demo credentials (key-wrap, AES-256-GCM) and the plain-text file of older data dirs. */
const SEED_FILE = 'sandbox-users.sealed';
const LEGACY_SEED_FILE = 'sandbox-users.json';
const SEAL_CONTEXT = 'sandbox-users';

/** Inserts the domains of completions 3 when the table is empty. */
export function seedDomains(db: DatabaseSync): void {
  const count = db.prepare('SELECT COUNT(*) AS n FROM domains').get() as { n: number };
  if (count.n > 0) return;
  const insert = db.prepare('INSERT INTO domains (id, domain, country_code, supplier_type, status, postcode_regex) VALUES (?, ?, ?, ?, ?, ?)');
  transaction(db, () => {
    for (const d of DOMAINS) insert.run(d.id, d.domain, d.country_code, d.supplier_type, d.status, d.postcode_regex);
  });
}

/**
 * Seeds `count` demo accounts on a new data dir and returns the demo credentials. They are kept sealed in
 * `<data>/sandbox-users.sealed` under the data dir's key-wrap key so a restart can print them again; the
 * plain-text `sandbox-users.json` of an older data dir is sealed and removed. When no readable credentials
 * are kept (file gone, or `.key-wrap` replaced), the demo accounts get a new password and key.
 */
export function seedUsers(db: DatabaseSync, dataDir: string, count: number, credits: number): SeedUser[] {
  const legacy = join(dataDir, LEGACY_SEED_FILE);
  if (existsSync(legacy)) {
    if (!existsSync(join(dataDir, SEED_FILE))) writeSeedFile(dataDir, JSON.parse(readFileSync(legacy, 'utf8')) as SeedUser[]);
    rmSync(legacy, { force: true });
  }
  const kept = openSeedFile(dataDir);
  if (kept) return kept;
  const users: SeedUser[] = [];
  const now = nowIso();
  transaction(db, () => {
    for (let i = 1; i <= count; i += 1) {
      const email = `analyst${i}@sandbox.test`;
      const password = `sandbox-${randomBytes(6).toString('hex')}`;
      const existing = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;
      let userId: number;
      if (existing) {
        userId = existing.id;
        db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hashPassword(password), now, userId);
        revokeApiKeys(db, userId);
      } else {
        userId = Number(
          db
            .prepare(
              `INSERT INTO users (name, email, password_hash, available_credits, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?)`,
            )
            .run(`Sandbox Analyst ${i}`, email, hashPassword(password), credits, now, now).lastInsertRowid,
        );
        seedPayments(db, userId, now);
      }
      users.push({ email, password, apiKey: insertApiKey(db, dataDir, userId, now) });
    }
  });
  writeSeedFile(dataDir, users);
  return users;
}

/** The seeded demo accounts' current credentials from the sealed file; empty when none are kept or readable. */
export function readSeedUsers(dataDir: string): SeedUser[] {
  return openSeedFile(dataDir) ?? [];
}

/** Keeps a seeded account's printed key current after a rotation (demo accounts only). */
export function updateSeedKey(dataDir: string, email: string, apiKey: string): void {
  const users = openSeedFile(dataDir);
  const user = users?.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!users || !user) return;
  user.apiKey = apiKey;
  writeSeedFile(dataDir, users);
}

/** The printed key of a seeded demo account, or undefined for any other account. */
export function readSeedKey(dataDir: string, email: string): string | undefined {
  return readSeedUsers(dataDir).find((u) => u.email.toLowerCase() === email.toLowerCase())?.apiKey;
}

function openSeedFile(dataDir: string): SeedUser[] | null {
  const file = join(dataDir, SEED_FILE);
  if (!existsSync(file)) return null;
  const json = openSecret(dataDir, readFileSync(file, 'utf8').trim(), SEAL_CONTEXT);
  return json === null ? null : (JSON.parse(json) as SeedUser[]);
}

function writeSeedFile(dataDir: string, users: SeedUser[]): void {
  const file = join(dataDir, SEED_FILE);
  writeFileSync(`${file}.tmp`, sealSecret(dataDir, JSON.stringify(users), SEAL_CONTEXT), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}
