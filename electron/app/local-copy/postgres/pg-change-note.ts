import type { ChangeNote } from './pg-context.ts';

/** What a desk's notes are at most: a UUID, two ids and a word come to about 110 characters. */
export const MAX_NOTE_LENGTH = 256;

const KEYS = ['collectionId', 'desk', 'source', 'what'];
const WHATS = new Set<unknown>(['collections', 'items', 'runs', 'all']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A change note read off the channel: a hint to check, or why it is not one. */
export type NoteReading = { ok: true; note: ChangeNote } | { ok: false; why: 'malformed' | 'another account' | 'own' };

/**
 * Reads a payload from the change channel strictly: any role of the server may NOTIFY it, so only a note
 * of the exact shape a desk writes, about this service account and not from this desk, is a hint at all.
 */
export function readChangeNote(payload: string, sourceId: number, deskId: string): NoteReading {
  if (payload.length > MAX_NOTE_LENGTH) return { ok: false, why: 'malformed' };
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return { ok: false, why: 'malformed' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, why: 'malformed' };
  const keys = Object.keys(value).sort();
  if (keys.length !== KEYS.length || keys.some((k, n) => k !== KEYS[n])) return { ok: false, why: 'malformed' };
  const { desk, source, collectionId, what } = value as Record<string, unknown>;
  if (typeof desk !== 'string' || !UUID.test(desk) || !WHATS.has(what)) return { ok: false, why: 'malformed' };
  if (!(collectionId === null || (Number.isSafeInteger(collectionId) && (collectionId as number) > 0))) return { ok: false, why: 'malformed' };
  if (!Number.isSafeInteger(source)) return { ok: false, why: 'malformed' };
  if (source !== sourceId) return { ok: false, why: 'another account' };
  if (desk === deskId) return { ok: false, why: 'own' };
  return { ok: true, note: { desk, source, collectionId: collectionId as number | null, what: what as ChangeNote['what'] } };
}
