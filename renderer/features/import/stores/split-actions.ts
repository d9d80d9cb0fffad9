import type { QueryClient } from '@tanstack/react-query';
import type { Collection } from '../../../../shared/api/collections.ts';
import { MAX_SPLIT_PARTS } from '../../../../shared/bridge/methods/imports.ts';
import type { SplitPart } from '../../../../shared/bridge/methods/imports.ts';
import { BridgeFailure } from '../../../lib/bridge-query.ts';
import { collectionsNamed, createPart, keepDisabled, readCollection } from '../api/split-collections.ts';
import { freePartNames, partName, partStem } from '../lib/split-plan.ts';
import { recheckRows } from './import-actions.ts';
import { patchSession, session } from './import-session-store.ts';
import type { SplitState } from './import-session-store.ts';
import { saveJournal } from './journal-saver.ts';

/** Whether a split has made (or may have made) a new collection: from then on it cannot be undone. */
export const splitStarted = (split: SplitState | null): boolean => (split?.parts.length ?? 0) > 0;

/**
 * Takes up (or declines) the offer to split a file bigger than the collection's room: every row is checked
 * again without (or with) the room, and the journal keeps the choice.
 */
export async function chooseSplit(client: QueryClient, split: boolean): Promise<void> {
  const s = session();
  if (s.phase !== 'review' || splitStarted(s.split) || (s.split !== null) === split) return;
  patchSession({ split: split ? { parts: [] } : null });
  await recheckRows(client);
}

function setPart(index: number, part: SplitPart): void {
  const parts = [...(session().split?.parts ?? [])];
  parts[index] = part;
  patchSession({ split: { parts } });
}

const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * The new collection number `index` (from 0) of a split import, read from the service now. The first
 * time it is named (the next free "<name> (n)", names read now), journaled, then created; one journaled
 * without an id (a create whose answer never came) is first looked for by its name, so it is never made
 * twice. Throws a failure to show in place.
 */
export async function collectionOfPart(client: QueryClient, chosen: Collection, index: number): Promise<Collection> {
  const parts = session().split?.parts ?? [];
  const part = parts[index];
  if (part?.collectionId !== undefined) return keepDisabled(client, chosen, await readCollection(client, part.collectionId));
  if (index >= MAX_SPLIT_PARTS) {
    throw new BridgeFailure({ kind: 'invalid-input', message: `One import makes at most ${MAX_SPLIT_PARTS} new collections, and they are full.` });
  }
  const named = await collectionsNamed(partStem(chosen.name));
  const landed = part === undefined ? undefined : named.find((c) => c.name === part.name && c.request_type === chosen.request_type);
  if (part !== undefined && landed !== undefined) {
    setPart(index, { name: part.name, collectionId: landed.id });
    await saveJournal(client);
    return keepDisabled(client, chosen, landed);
  }
  const free = part !== undefined && !named.some((c) => sameName(c.name, part.name));
  const taken = [...named.map((c) => c.name), ...parts.filter((_, i) => i !== index).map((p) => p.name)];
  const name = free ? part.name : (freePartNames(chosen.name, taken, 1)[0] ?? partName(chosen.name, index + 2));
  // Journaled before the create: after a crash the desk looks for this name instead of making another.
  setPart(index, { name });
  await saveJournal(client);
  if (session().journalError !== null) {
    throw new BridgeFailure({
      kind: 'internal',
      message: `The import journal could not be saved, so ${name} was not made (the desk could not tell later that it had been).`,
    });
  }
  const created = await createPart(client, chosen, name);
  setPart(index, { name, collectionId: created.id });
  await saveJournal(client);
  return created;
}
