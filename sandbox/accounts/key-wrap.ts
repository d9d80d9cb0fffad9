import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * API keys are stored as prefix + secret hash for authentication; `users/account-details` must still
 * answer the full current key, so a copy is sealed with AES-256-GCM under a random per-sandbox key kept in
 * `<data>/.key-wrap` (mode 0600). The database alone never holds a usable key.
 */
const WRAP_FILE = '.key-wrap';
const VERSION = 'v1';

const wrapKeys = new Map<string, Buffer>();

/** The data dir's wrapping key, created on first use (32 random bytes). */
export function wrapKeyFor(dataDir: string): Buffer {
  const cached = wrapKeys.get(dataDir);
  if (cached) return cached;
  const file = join(dataDir, WRAP_FILE);
  if (!existsSync(file)) {
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, randomBytes(32), { mode: 0o600 });
    try {
      // A hard link never replaces an existing file: the first writer wins, the rest read its key.
      linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  const key = readFileSync(file);
  if (key.length !== 32) throw new Error(`${file} is not a 32-byte key`);
  wrapKeys.set(dataDir, key);
  return key;
}

/** Seals `plaintext` under the data dir's key; `context` (e.g. the key prefix) is bound as associated data. */
export function sealSecret(dataDir: string, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrapKeyFor(dataDir), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
}

/** Opens a sealed secret; null when it is malformed, tampered with, or sealed for another context or key. */
export function openSecret(dataDir: string, sealed: string, context: string): string | null {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', wrapKeyFor(dataDir), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
