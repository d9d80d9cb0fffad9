import type { DatabaseSync } from 'node:sqlite';
import type { AccountDetails, Profile } from '../../shared/api/accounts.ts';
import { ApiError } from '../server/api-error.ts';
import type { SandboxContext } from '../server/context.ts';
import { transaction } from '../store/db.ts';
import { currentApiKey, insertApiKey, revokeApiKeys } from './api-keys.ts';
import { readSeedKey } from './seed.ts';

/** A users row as the account routes read it. */
export interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  timezone: string;
  system_emails: number;
  update_emails: number;
  notification_emails: number;
  created_at: string;
  updated_at: string;
}

/** The message of an e-mail that already has an account (registration, profile update). */
export const EMAIL_TAKEN = 'An account with this email already exists.';

/** The user with this e-mail (case-insensitive), or undefined. */
export function findUserByEmail(db: DatabaseSync, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as UserRow | undefined;
}

/** The user with this id; a vanished user is an authentication failure for the caller. */
export function getUser(db: DatabaseSync, userId: number): UserRow {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined;
  if (!row) throw new ApiError(401, 'Authentication failed.');
  return row;
}

/** The profile of `users/profile`. */
export function profileOf(user: UserRow): Profile {
  return { id: user.id, name: user.name, email: user.email, created_at: user.created_at, updated_at: user.updated_at };
}

/**
 * The account's current full API key. A key without a sealed copy (a data dir from before migration 2)
 * is read from the demo-account file when it is a seeded account; otherwise a new key is provisioned,
 * since no copy of the old one exists anywhere.
 */
export function readApiKey(ctx: SandboxContext, user: UserRow): string {
  const key = currentApiKey(ctx.db, ctx.settings.dataDir, user.id);
  if (key) return key;
  const seeded = readSeedKey(ctx.settings.dataDir, user.email);
  if (seeded) return seeded;
  ctx.log(`account ${user.id} had no readable API key; a new one was provisioned`);
  return transaction(ctx.db, () => {
    revokeApiKeys(ctx.db, user.id);
    return insertApiKey(ctx.db, ctx.settings.dataDir, user.id);
  });
}

/** Account details (interface 2.10); the record is the user's own, so `id` and `user` are the user id. */
export function accountDetailsOf(ctx: SandboxContext, user: UserRow): AccountDetails {
  return {
    id: user.id,
    user: user.id,
    api_key: readApiKey(ctx, user),
    system_emails: user.system_emails === 1,
    update_emails: user.update_emails === 1,
    notification_emails: user.notification_emails === 1,
    timezone: user.timezone,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
