import type { CheckedRow } from '../../../../shared/csv/row-checks.ts';
import { ROWS_PER_MESSAGE } from '../worker/protocol.ts';
import type { CheckRequest, ImportFailure, ImportWorkerRequest, ImportWorkerResponse, ParsedFile, ParseRequest, ProgressMessage } from '../worker/protocol.ts';

/** The part of a Worker the client uses (a real Worker, or a fake in tests). */
export interface WorkerLike {
  postMessage(message: ImportWorkerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ImportWorkerResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

/** Progress as the UI shows it. */
export type ImportProgress = Pick<ProgressMessage, 'phase' | 'done' | 'total'>;

/** Per-call options: progress callback and cancellation. */
export interface CallOptions {
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Aborting rejects the call with an `AbortError` and tells the worker to drop it. */
  readonly signal?: AbortSignal;
}

/** A parsed file, or why it could not be read (`not-utf8`: offer Windows-1252). */
export type ParseOutcome = { readonly ok: true; readonly file: ParsedFile } | { readonly ok: false; readonly failure: ImportFailure };

/** Promise calls on the import worker. */
export interface ImportWorkerClient {
  /** Decodes and parses file bytes (copied, not transferred, so they can be re-read in another encoding). */
  parse(request: Omit<ParseRequest, 'kind' | 'id'>, options?: CallOptions): Promise<ParseOutcome>;
  /** Checks rows with a mapping and context (rows are posted in slices, one task each). */
  check(request: Omit<CheckRequest, 'kind' | 'id'>, options?: CallOptions): Promise<CheckedRow[]>;
  /** Stops the worker; pending calls reject. */
  dispose(): void;
}

/** A closing message, with the row slices received before it. */
type Closing = Extract<ImportWorkerResponse, { kind: 'parsed' | 'checked' | 'failed' }>;

interface Pending {
  readonly settle: (response: Closing, parsedRows: string[][], checkedRows: CheckedRow[]) => void;
  readonly fail: (error: Error) => void;
  readonly onProgress: ((progress: ImportProgress) => void) | undefined;
  readonly parsedRows: string[][];
  readonly checkedRows: CheckedRow[];
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A check as messages: leading `check-rows` slices, then `check` carrying the last slice. */
function checkMessages(request: Omit<CheckRequest, 'kind' | 'id'>, id: number): ImportWorkerRequest[] {
  const messages: ImportWorkerRequest[] = [];
  let start = 0;
  for (; start + ROWS_PER_MESSAGE < request.rows.length; start += ROWS_PER_MESSAGE) {
    messages.push({ kind: 'check-rows', id, rows: request.rows.slice(start, start + ROWS_PER_MESSAGE) });
  }
  messages.push({ ...request, kind: 'check', id, rows: start === 0 ? request.rows : request.rows.slice(start) });
  return messages;
}

function abortError(): DOMException {
  return new DOMException('The import was cancelled.', 'AbortError');
}

/** Wraps a worker speaking the import protocol into promise calls. */
export function createImportWorkerClient(worker: WorkerLike): ImportWorkerClient {
  const pending = new Map<number, Pending>();
  let nextId = 1;

  worker.addEventListener('message', (event) => {
    const message = event.data;
    const call = pending.get(message.id);
    if (call === undefined) return;
    switch (message.kind) {
      case 'progress':
        call.onProgress?.({ phase: message.phase, done: message.done, total: message.total });
        return;
      case 'parsed-rows':
        for (const row of message.rows) call.parsedRows.push(row);
        return;
      case 'checked-rows':
        for (const row of message.rows) call.checkedRows.push(row);
        return;
      default:
        pending.delete(message.id);
        call.settle(message, call.parsedRows, call.checkedRows);
    }
  });
  worker.addEventListener('error', (event) => {
    const error = new Error(`The import worker failed: ${event.message || 'unknown error'}`);
    for (const call of pending.values()) call.fail(error);
    pending.clear();
  });

  // Posts a request's messages; between row slices it yields, so each serialisation is its own short task.
  async function send(messages: readonly ImportWorkerRequest[], id: number): Promise<void> {
    for (const [i, message] of messages.entries()) {
      if (!pending.has(id)) return;
      if (i > 0) await nextTask();
      if (!pending.has(id)) return;
      worker.postMessage(message);
    }
  }

  function call<T>(
    build: (id: number) => readonly ImportWorkerRequest[],
    options: CallOptions,
    read: (response: Closing, parsedRows: string[][], checkedRows: CheckedRow[]) => T,
  ): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        if (!pending.delete(id)) return;
        worker.postMessage({ kind: 'cancel', id });
        reject(abortError());
      };
      const done = (): void => signal?.removeEventListener('abort', onAbort);
      pending.set(id, {
        settle: (response, parsedRows, checkedRows) => {
          done();
          try {
            resolve(read(response, parsedRows, checkedRows));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
        fail: (error) => {
          done();
          reject(error);
        },
        onProgress: options.onProgress,
        parsedRows: [],
        checkedRows: [],
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      void send(build(id), id);
    });
  }

  return {
    parse: (request, options = {}) =>
      call(
        (id) => [{ ...request, kind: 'parse', id }],
        options,
        (response, rows): ParseOutcome => {
          if (response.kind === 'parsed') {
            if (rows.length !== response.rowCount) throw new Error(`Expected ${response.rowCount} rows, received ${rows.length}`);
            return { ok: true, file: { ...response.file, rows } };
          }
          if (response.kind === 'failed') return { ok: false, failure: response.failure };
          throw new Error('Unexpected checked reply to parse');
        },
      ),
    check: (request, options = {}) =>
      call(
        (id) => checkMessages(request, id),
        options,
        (response, _parsed, rows) => {
          if (response.kind === 'checked') {
            if (rows.length !== response.rowCount) throw new Error(`Expected ${response.rowCount} checked rows, received ${rows.length}`);
            return rows;
          }
          if (response.kind === 'failed') throw new Error(response.failure.message);
          throw new Error('Unexpected parsed reply to check');
        },
      ),
    dispose: () => {
      worker.terminate();
      const error = new Error('The import worker was stopped.');
      for (const p of pending.values()) p.fail(error);
      pending.clear();
    },
  };
}

/** Starts the import module worker (bundled by Vite from the `new URL(…, import.meta.url)` form). */
export function startImportWorker(): ImportWorkerClient {
  const worker = new Worker(new URL('../worker/import-worker.ts', import.meta.url), { type: 'module', name: 'csv-import' });
  return createImportWorkerClient(worker as WorkerLike);
}
