import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../../shared/api/limits.ts';
import { nowIso } from '../store/db.ts';
import { newSessionToken, sha256 } from '../server/crypto.ts';

/** Opens a session for the user and returns its token; only the token's hash is stored. */
export function createSession(db: DatabaseSync, userId: number, lifetimeMs: number = LIMITS.sessionTokenMs): string {
  const token = newSessionToken();
  // Expired rows of this user are dropped here so the table does not grow without bound.
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?').run(userId, Date.now());
  db.prepare('INSERT INTO sessions (user_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    sha256(token),
    Date.now() + lifetimeMs,
    nowIso(),
  );
  return token;
}

/** Ends one session (logout). */
export function endSession(db: DatabaseSync, sessionId: number): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
}

/** Ends every session of a user (password reset). */
export function endAllSessions(db: DatabaseSync, userId: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
