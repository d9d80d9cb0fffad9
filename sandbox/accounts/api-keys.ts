import type { DatabaseSync } from 'node:sqlite';
import { nowIso } from '../store/db.ts';
import { newApiKey } from '../server/crypto.ts';
import { openSecret, sealSecret } from './key-wrap.ts';

/** The associated data binding a sealed key to its row's prefix. */
const sealContext = (prefix: string): string => `api-key:${prefix}`;

/**
 * Inserts a new API key for the user (hash for authentication, sealed copy for account details) and returns
 * the full key. Call inside a transaction together with `revokeApiKeys` for a rotation.
 */
export function insertApiKey(db: DatabaseSync, dataDir: string, userId: number, createdAt: string = nowIso()): string {
  const { key, prefix, secretHash } = newApiKey();
  db.prepare('INSERT INTO api_keys (user_id, prefix, secret_hash, key_sealed, created_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    prefix,
    secretHash,
    sealSecret(dataDir, key, sealContext(prefix)),
    createdAt,
  );
  return key;
}

/** Revokes every live key of the user: they stop authenticating at once. */
export function revokeApiKeys(db: DatabaseSync, userId: number): void {
  db.prepare('UPDATE api_keys SET revoked_at = ?, key_sealed = NULL WHERE user_id = ? AND revoked_at IS NULL').run(nowIso(), userId);
}

/** The user's current full API key, or null when there is none or its sealed copy cannot be opened. */
export function currentApiKey(db: DatabaseSync, dataDir: string, userId: number): string | null {
  const row = db
    .prepare(
      `SELECT prefix, key_sealed FROM api_keys WHERE user_id = ? AND revoked_at IS NULL
       ORDER BY id DESC LIMIT 1`,
    )
    .get(userId) as { prefix: string; key_sealed: string | null } | undefined;
  if (!row?.key_sealed) return null;
  const key = openSecret(dataDir, row.key_sealed, sealContext(row.prefix));
  return key?.startsWith(`${row.prefix}.`) ? key : null;
}
