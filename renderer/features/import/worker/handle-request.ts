import { matchHeaders } from '../../../../shared/csv/item-columns.ts';
import { checkRows } from '../../../../shared/csv/row-checks.ts';
import { decodeBytes } from '../lib/decode.ts';
import { parseCsv } from '../lib/parse-csv.ts';
import type { CheckRequest, ImportWorkerRequest, ImportWorkerResponse, ParseRequest } from './protocol.ts';

/** Sends one response to the page. */
export type PostResponse = (message: ImportWorkerResponse) => void;

// Lets a queued `cancel` message run between phases.
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The import worker's logic without the worker: handles parse, check and cancel requests and
 * posts progress, results and failures. A cancelled request posts nothing more.
 */
export function createRequestHandler(post: PostResponse): (request: ImportWorkerRequest) => Promise<void> {
  const cancelled = new Set<number>();
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
    post({
      kind: 'parsed',
      id,
      file: { headers: parsed.headers, rows: parsed.rows, delimiter: parsed.delimiter, encoding: decoded.encoding, mapping, unmatched },
    });
  }

  function check(request: CheckRequest): void {
    const { id } = request;
    const total = request.rows.length;
    post({ kind: 'progress', id, phase: 'checking', done: 0, total });
    const rows = checkRows(request.type, request.rows, request.mapping, request.context);
    post({ kind: 'progress', id, phase: 'checking', done: total, total });
    post({ kind: 'checked', id, rows });
  }

  return async (request) => {
    if (request.kind === 'cancel') {
      cancelled.add(request.id);
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
