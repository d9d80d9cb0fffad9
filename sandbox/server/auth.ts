import type { DatabaseSync } from 'node:sqlite';
import { sameDigest, sha256 } from './crypto.ts';
import type { AuthUser } from './context.ts';

interface KeyRow {
  secret_hash: string;
  user_id: number;
  email: string;
  name: string;
}

/** Resolves the caller from `x-api-key` or `Authorization: Token …`; null when missing or rejected. */
export function authenticate(db: DatabaseSync, headers: { apiKey?: string; authorization?: string }): AuthUser | null {
  const apiKey = headers.apiKey?.trim();
  if (apiKey) {
    const dot = apiKey.indexOf('.');
    if (dot <= 0) return null;
    const row = db
      .prepare(
        `SELECT k.secret_hash, u.id AS user_id, u.email, u.name FROM api_keys k JOIN users u ON u.id = k.user_id
         WHERE k.prefix = ? AND k.revoked_at IS NULL`,
      )
      .get(apiKey.slice(0, dot)) as KeyRow | undefined;
    if (!row || !sameDigest(sha256(apiKey.slice(dot + 1)), row.secret_hash)) return null;
    return { id: row.user_id, email: row.email, name: row.name, via: 'apiKey' };
  }
  const match = /^Token\s+(\S+)$/i.exec(headers.authorization?.trim() ?? '');
  if (!match?.[1]) return null;
  const row = db
    .prepare(
      `SELECT s.id AS session_id, u.id AS user_id, u.email, u.name FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .get(sha256(match[1]), Date.now()) as (Omit<KeyRow, 'secret_hash'> & { session_id: number }) | undefined;
  return row ? { id: row.user_id, email: row.email, name: row.name, via: 'session', sessionId: row.session_id } : null;
}
