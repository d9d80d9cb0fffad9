import { X509Certificate } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { isIP } from 'node:net';
import tls from 'node:tls';
import type { TlsMode } from '../../../../shared/bridge/team-copy.ts';
import { StoreUnreachable } from '../copy-store.ts';

/** The largest CA file read: a bundle of a few hundred certificates fits easily. */
const CA_FILE_MAX_BYTES = 1024 * 1024;
const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/** How to make a server that cannot prove who it is trusted properly: said by every certificate error. */
export const TRUST_ADVICE =
  "add the certificate of the CA that signed the server's certificate as the CA file in Settings → Local copy (ask your administrator for it), or add it to this computer's certificate store";

let computerStore: readonly string[] | null = null;

/** The certificates this computer trusts: its own store, plus Node's bundled roots (which a bare OS store may lack). */
export function computerCertificates(): readonly string[] {
  if (computerStore === null) {
    const system = typeof tls.getCACertificates === 'function' ? tls.getCACertificates('system') : [];
    const usual = typeof tls.getCACertificates === 'function' ? tls.getCACertificates('default') : tls.rootCertificates;
    computerStore = [...new Set([...system, ...usual])];
  }
  return computerStore;
}

/** Reads at most `max + 1` bytes of a file, so an oversized one is known without reading it all. */
function readCapped(path: string, max: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    if (!fstatSync(fd).isFile()) throw new Error('it is not a file');
    const buffer = Buffer.alloc(max + 1);
    let size = 0;
    for (let n = 1; n > 0 && size <= max; size += n) n = readSync(fd, buffer, size, buffer.length - size, null);
    return buffer.subarray(0, size);
  } finally {
    closeSync(fd);
  }
}

/**
 * The certificates of a CA file the user chose (PEM, one or more), each checked; a file that cannot be used
 * throws a `store-unreachable` error saying why and what to do.
 */
export function readCaFile(path: string): string[] {
  const bad = (why: string) =>
    new StoreUnreachable(`The CA file ${path} cannot be used: ${why}. Choose the CA's certificate file (PEM) again in Settings → Local copy.`);
  if (!isAbsolute(path)) throw bad('give its full path');
  let bytes: Buffer;
  try {
    bytes = readCapped(path, CA_FILE_MAX_BYTES);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw bad(code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' ? 'this computer’s user may not read it' : (error as Error).message);
  }
  if (bytes.length > CA_FILE_MAX_BYTES) throw bad('it is larger than 1 MB, too large for a file of certificates');
  const blocks = bytes.toString('latin1').match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw bad('it holds no certificate in PEM form (-----BEGIN CERTIFICATE-----)');
  return blocks.map((pem, i) => {
    try {
      return new X509Certificate(pem).toString();
    } catch {
      throw bad(`certificate ${i + 1} in it is damaged`);
    }
  });
}

let computerContext: tls.SecureContext | null = null;

/**
 * The `ssl` options of a connection: off (this computer only, checked before) or verified against what the desk
 * trusts. The trust is built once (a context from a few hundred certificates takes ~50 ms of main's time): once
 * per process for the computer's store, once per pool when a CA file is added.
 */
export function tlsOptions(host: string, mode: TlsMode, caFile: string | null): false | tls.ConnectionOptions {
  if (mode === 'disable') return false;
  const secureContext =
    caFile === null
      ? (computerContext ??= tls.createSecureContext({ ca: [...computerCertificates()] }))
      : tls.createSecureContext({ ca: [...computerCertificates(), ...readCaFile(caFile)] });
  // SNI names a host, never an address; the certificate is checked against either (tls.checkServerIdentity).
  return { rejectUnauthorized: true, secureContext, ...(isIP(host) === 0 ? { servername: host } : {}) };
}
