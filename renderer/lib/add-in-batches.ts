import type { ITEM_REQUEST_TYPES, Priority } from '../../shared/api/collections.ts';
import { asBridgeError, unwrap } from './bridge-query.ts';
import { chunks } from './chunks.ts';
import { desk } from './desk.ts';

/** A collection type that holds items. */
export type ItemRequestType = (typeof ITEM_REQUEST_TYPES)[number];

/** Codes (ASINs, SKUs, …) sent per `create/multiple/` call; batches go one after another. */
export const ADD_BATCH_SIZE = 500;

/** Where codes go: an existing collection, or a new one (run manually, Normal priority unless said) made first. */
export type CollectionTarget = ExistingTarget | { kind: 'new'; name: string; notificationEmail: string; priority?: Priority };

/** An existing collection as a target. */
interface ExistingTarget {
  kind: 'existing';
  id: number;
  name: string;
}

/** The existing collection a picker value names, by its listed name ("Collection <id>" when not listed). */
export function existingTarget(collectionId: string, listed: readonly { id: number; name: string }[] | undefined): ExistingTarget {
  return { kind: 'existing', id: Number(collectionId), name: listed?.find((c) => String(c.id) === collectionId)?.name ?? `Collection ${collectionId}` };
}

/** The collection a target names: an existing one as is, a new one created first as `requestType`. */
async function resolveTarget(target: CollectionTarget, requestType: ItemRequestType): Promise<{ id: number; name: string }> {
  if (target.kind === 'existing') return { id: target.id, name: target.name };
  const created = await unwrap(
    desk.collections.add({
      name: target.name,
      request_type: requestType,
      schedule: 'Manual',
      priority: target.priority ?? 'Normal',
      notification_email: target.notificationEmail,
    }),
  );
  return { id: created.id, name: created.name };
}

/** What one `create/multiple/` call answered. */
export interface BatchAnswer<Row> {
  success_count: number;
  error_rows: readonly Row[];
}

/** What sending in batches takes: the codes, one call per batch, and how a refused row reads. */
export interface SendInBatchesInput<Row, Refused> {
  codes: readonly string[];
  /** Sends one batch; a rejection stops the remaining batches. */
  send: (batch: string[]) => Promise<BatchAnswer<Row>>;
  refusal: (row: Row) => Refused;
  /** Called before the first batch and after each one with the codes sent so far. */
  onProgress?: ((sent: number, total: number) => void) | undefined;
  size?: number;
}

/** The merged outcome of the batches, and the failure that stopped them. */
export interface BatchesOutcome<Refused> {
  added: number;
  refused: Refused[];
  sent: number;
  total: number;
  /** Codes of the batches that went through (added or refused), in order. */
  sentCodes: string[];
  /** The service's message when a whole call failed (later batches were not sent). */
  stoppedBy: string | null;
}

/**
 * Sends codes in batches, one call after another: refused rows are collected and the rest go on; a failed
 * call stops the remaining batches and is reported with what went before it.
 */
async function sendInBatches<Row, Refused>(input: SendInBatchesInput<Row, Refused>): Promise<BatchesOutcome<Refused>> {
  const outcome: BatchesOutcome<Refused> = { added: 0, refused: [], sent: 0, total: input.codes.length, sentCodes: [], stoppedBy: null };
  input.onProgress?.(0, outcome.total);
  for (const batch of chunks(input.codes, input.size ?? ADD_BATCH_SIZE)) {
    try {
      const answer = await input.send(batch);
      outcome.added += answer.success_count;
      for (const row of answer.error_rows) outcome.refused.push(input.refusal(row));
    } catch (error) {
      outcome.stoppedBy = asBridgeError(error).message;
      break;
    }
    outcome.sent += batch.length;
    outcome.sentCodes.push(...batch);
    input.onProgress?.(outcome.sent, outcome.total);
  }
  return outcome;
}

/** One code (ASIN, SKU…) the service refused, with its reason. */
export interface RefusedCode {
  code: string;
  error: string;
}

/** What adding codes to a collection did: the collection, the batches' outcome and each refused code. */
export interface AddCodesOutcome extends BatchesOutcome<RefusedCode> {
  collectionId: number;
  collectionName: string;
}

/** What adding codes to a collection takes: the target, its item type, the codes and one call per batch. */
export interface AddCodesInput<Row> {
  target: CollectionTarget;
  requestType: ItemRequestType;
  codes: readonly string[];
  /** Sends one batch to the collection; a rejection stops the remaining batches. */
  send: (collectionId: number, batch: string[]) => Promise<BatchAnswer<Row>>;
  refusal: (row: Row) => RefusedCode;
  onProgress?: ((sent: number, total: number) => void) | undefined;
}

/** Adds codes to a collection in batches of ADD_BATCH_SIZE; a new collection is made first, and when that fails nothing is sent. */
export async function addCodesToCollection<Row>(input: AddCodesInput<Row>): Promise<AddCodesOutcome> {
  const collection = await resolveTarget(input.target, input.requestType);
  const outcome = await sendInBatches({
    codes: input.codes,
    send: (batch) => input.send(collection.id, batch),
    refusal: input.refusal,
    onProgress: input.onProgress,
  });
  return { collectionId: collection.id, collectionName: collection.name, ...outcome };
}
