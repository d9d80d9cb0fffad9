import { useState } from 'react';
import type { ItemType } from '../../shared/csv/item-columns.ts';
import { roomAllows, useLiveItemCount } from './live-limits.ts';
import { useWriteGate } from './write-gate.ts';

/** What a dialog that writes items says about itself. */
export interface ItemWriteFormOptions {
  /** Whether the dialog is open: the gate and the collection's room are read again each time it opens. */
  open: boolean;
  /** The collection the items go to; 0 while none is chosen (no room is read then). */
  collectionId: number;
  type: ItemType;
  /** How many items sending would add; left out by a form that adds none (an edit), which reads no room. */
  adding?: number;
}

/**
 * What every dialog that writes items shares (add one item, paste a list, add codes to a collection, edit an
 * item): writes refused while offline (`gate`), the collection's room read live while a write could be sent
 * (`count`), whether the form may send (`sendable`: online, and what it adds fits), and `tried`, set on the
 * first attempt to send, so field messages wait until then.
 */
export function useItemWriteForm({ open, collectionId, type, adding }: ItemWriteFormOptions) {
  const gate = useWriteGate(open);
  const count = useLiveItemCount(collectionId, type, open && adding !== undefined && collectionId > 0 && gate.allowed);
  const [tried, setTried] = useState(false);
  const sendable = gate.allowed && (adding === undefined || roomAllows(count, adding));
  return { gate, count, sendable, tried, setTried };
}
