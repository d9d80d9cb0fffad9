import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex of a high-entropy secret (API key secrets, session tokens, OTP codes). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A password hash (scrypt, random salt) stored as `salt:hash`. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

/** Checks a password against a stored `salt:hash`. */
export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  return sameDigest(scryptSync(password, salt, 32).toString('hex'), hash);
}

/** A new API key `<prefix>.<secret>`: the prefix is public, only the secret's hash is stored. */
export function newApiKey(): { key: string; prefix: string; secretHash: string } {
  const prefix = `cd${randomBytes(5).toString('hex')}`;
  const secret = randomBytes(24).toString('base64url');
  return { key: `${prefix}.${secret}`, prefix, secretHash: sha256(secret) };
}

/** A new random session token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new 6-digit OTP code. */
export function newOtpCode(): number {
  return randomInt(100000, 1000000);
}
