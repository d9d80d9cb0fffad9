import type { CheckedRow } from '../../../../shared/csv/row-checks.ts';
import type {
  CheckRequest,
  ImportFailure,
  ImportWorkerRequest,
  ImportWorkerResponse,
  ParsedFile,
  ParseRequest,
  ProgressMessage,
} from '../worker/protocol.ts';

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
  /** Checks rows with a mapping and context. */
  check(request: Omit<CheckRequest, 'kind' | 'id'>, options?: CallOptions): Promise<CheckedRow[]>;
  /** Stops the worker; pending calls reject. */
  dispose(): void;
}

interface Pending {
  readonly settle: (response: Exclude<ImportWorkerResponse, ProgressMessage>) => void;
  readonly fail: (error: Error) => void;
  readonly onProgress: ((progress: ImportProgress) => void) | undefined;
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
    if (message.kind === 'progress') {
      call.onProgress?.({ phase: message.phase, done: message.done, total: message.total });
      return;
    }
    pending.delete(message.id);
    call.settle(message);
  });
  worker.addEventListener('error', (event) => {
    const error = new Error(`The import worker failed: ${event.message || 'unknown error'}`);
    for (const call of pending.values()) call.fail(error);
    pending.clear();
  });

  function call<T>(
    build: (id: number) => ImportWorkerRequest,
    options: CallOptions,
    read: (response: Exclude<ImportWorkerResponse, ProgressMessage>) => T,
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
        settle: (response) => {
          done();
          try {
            resolve(read(response));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
        fail: (error) => {
          done();
          reject(error);
        },
        onProgress: options.onProgress,
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.postMessage(build(id));
    });
  }

  return {
    parse: (request, options = {}) =>
      call((id) => ({ ...request, kind: 'parse', id }), options, (response): ParseOutcome => {
        if (response.kind === 'parsed') return { ok: true, file: response.file };
        if (response.kind === 'failed') return { ok: false, failure: response.failure };
        throw new Error(`Unexpected ${response.kind} reply to parse`);
      }),
    check: (request, options = {}) =>
      call((id) => ({ ...request, kind: 'check', id }), options, (response) => {
        if (response.kind === 'checked') return response.rows;
        if (response.kind === 'failed') throw new Error(response.failure.message);
        throw new Error(`Unexpected ${response.kind} reply to check`);
      }),
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
