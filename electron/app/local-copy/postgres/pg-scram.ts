// A password's SCRAM-SHA-256 verifier, made on this computer as libpq's PQencryptPasswordConn (and psql's
// \password) make it, so a password for a role is never sent to the server as SQL text: only what the server
// stores, from which the password cannot be read back.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

/** PostgreSQL's default iteration count for SCRAM verifiers. */
const ITERATIONS = 4096;

/** The verifier the server stores for `password`: `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`. */
export function scramVerifier(password: string, salt: Buffer = randomBytes(16)): string {
  // SASLprep leaves printable ASCII as it is; the setup only makes such passwords, so nothing else is accepted.
  if (!/^[\x21-\x7e]+$/.test(password)) throw new Error('A role password made by the setup is printable ASCII without spaces.');
  const salted = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${ITERATIONS}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** A new password for a role the setup makes: 24 random bytes, URL-safe base64 (32 characters). */
export function newRolePassword(): string {
  return randomBytes(24).toString('base64url');
}
