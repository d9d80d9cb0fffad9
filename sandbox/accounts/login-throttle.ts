import type { DatabaseSync } from 'node:sqlite';

/** The answer (code 400) to a sign-in for an e-mail with too many recent failures. */
export const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Try again later.';

/** Failed sign-ins for one e-mail within `LOGIN_FAILURE_WINDOW_MS` after which sign-in is refused. */
export const LOGIN_FAILURE_LIMIT = 10;

/** The window failed sign-ins are counted over. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const key = (email: string): string => email.trim().toLowerCase();

/** True while the e-mail has `LOGIN_FAILURE_LIMIT` failed sign-ins within the window (known or not). */
export function loginLocked(db: DatabaseSync, email: string, now: number = Date.now()): boolean {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE email = ? AND failed_at > ?').get(key(email), now - LOGIN_FAILURE_WINDOW_MS) as {
    n: number;
  };
  return n >= LOGIN_FAILURE_LIMIT;
}

/** Records a failed sign-in for the e-mail and forgets failures older than the window (every e-mail). */
export function recordLoginFailure(db: DatabaseSync, email: string, now: number = Date.now()): void {
  db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - LOGIN_FAILURE_WINDOW_MS);
  db.prepare('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)').run(key(email), now);
}

/** Forgets the e-mail's failed sign-ins (after a successful one). */
export function clearLoginFailures(db: DatabaseSync, email: string): void {
  db.prepare('DELETE FROM login_failures WHERE email = ?').run(key(email));
}
