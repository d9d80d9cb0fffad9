import { matchHeaders } from '../../../../shared/csv/item-columns.ts';
import { checkRows } from '../../../../shared/csv/row-checks.ts';
import { decodeBytes } from '../lib/decode.ts';
import { parseCsv } from '../lib/parse-csv.ts';
import { ROWS_PER_MESSAGE } from './protocol.ts';
import type { CheckRequest, ImportWorkerRequest, ImportWorkerResponse, ParseRequest } from './protocol.ts';

/** Sends one response to the page. */
export type PostResponse = (message: ImportWorkerResponse) => void;

function* slices<T>(items: T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += ROWS_PER_MESSAGE) yield items.slice(start, start + ROWS_PER_MESSAGE);
}

// Lets a queued `cancel` message run between phases.
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The import worker's logic without the worker: handles parse, check and cancel requests and
 * posts progress, results and failures. A cancelled request posts nothing more.
 */
export function createRequestHandler(post: PostResponse): (request: ImportWorkerRequest) => Promise<void> {
  const cancelled = new Set<number>();
  const leadingRows = new Map<number, string[][]>();
  const live = (id: number): boolean => !cancelled.has(id);

  async function parse(request: ParseRequest): Promise<void> {
    const { id } = request;
    const total = request.bytes.byteLength;
    post({ kind: 'progress', id, phase: 'reading', done: 0, total });
    const decoded = decodeBytes(request.bytes, request.encoding);
    if (!decoded.ok) {
      post({ kind: 'failed', id, failure: { reason: decoded.reason, message: decoded.message } });
      return;
    }
    await nextTask();
    if (!live(id)) return;
    const parsed = parseCsv(decoded.text, {
      onProgress: (done, length) => post({ kind: 'progress', id, phase: 'reading', done, total: length }),
    });
    if (!parsed.ok) {
      post({ kind: 'failed', id, failure: { reason: parsed.reason, message: parsed.message } });
      return;
    }
    await nextTask();
    if (!live(id)) return;
    const { mapping, unmatched } = matchHeaders(request.type, parsed.headers);
    for (const rows of slices(parsed.rows)) post({ kind: 'parsed-rows', id, rows });
    post({
      kind: 'parsed',
      id,
      file: { headers: parsed.headers, rowNumbers: parsed.lines, delimiter: parsed.delimiter, encoding: decoded.encoding, mapping, unmatched },
      rowCount: parsed.rows.length,
    });
  }

  function check(request: CheckRequest): void {
    const { id } = request;
    const earlier = leadingRows.get(id);
    leadingRows.delete(id);
    const all = earlier === undefined ? request.rows : earlier.concat(request.rows);
    const total = all.length;
    post({ kind: 'progress', id, phase: 'checking', done: 0, total });
    const checked = checkRows(request.type, all, request.mapping, request.context, request.rowNumbers);
    let done = 0;
    for (const rows of slices(checked)) {
      post({ kind: 'checked-rows', id, rows });
      done += rows.length;
      post({ kind: 'progress', id, phase: 'checking', done, total });
    }
    post({ kind: 'checked', id, rowCount: checked.length });
  }

  return async (request) => {
    if (request.kind === 'cancel') {
      cancelled.add(request.id);
      leadingRows.delete(request.id);
      return;
    }
    if (request.kind === 'check-rows') {
      const rows = leadingRows.get(request.id);
      if (rows === undefined) leadingRows.set(request.id, request.rows);
      else for (const row of request.rows) rows.push(row);
      return;
    }
    try {
      if (request.kind === 'parse') await parse(request);
      else check(request);
    } catch (error) {
      if (live(request.id)) {
        const message = error instanceof Error ? error.message : String(error);
        post({ kind: 'failed', id: request.id, failure: { reason: 'internal', message: `The file could not be read: ${message}` } });
      }
    } finally {
      cancelled.delete(request.id);
    }
  };
}
