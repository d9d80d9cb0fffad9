import type { Endpoint, EndpointInput, EndpointOutput } from '../../../shared/api/endpoint.ts';
import { readAnswerText } from './answer-body.ts';
import { resolveCore } from './client-options.ts';
import type { ClientCore, ServiceClientOptions } from './client-options.ts';
import { credentialHeaders, requireCredential } from './credential.ts';
import type { Credential } from './credential.ts';
import { decodeAnswer, outputFailure, parseData } from './decode.ts';
import { downloadFile, fetchSmallFile } from './download.ts';
import type { DownloadOptions, DownloadResult, FetchBytesOptions, FetchedBytes } from './download.ts';
import type { RetryOptions } from './backoff.ts';
import { buildForm } from './multipart.ts';
import type { UploadFile } from './multipart.ts';
import { ServiceError } from './service-error.ts';
import { exchange, withRetry } from './transport.ts';

/** Per-call options of `call`, `playground` and `upload`. */
export interface CallOptions {
  /** Use this credential instead of the profile's (e.g. a session token right after rotation). */
  credential?: Credential;
  /** Ends the call as `cancelled`. */
  signal?: AbortSignal;
  /** Overrides the client's time budget for this call. */
  timeoutMs?: number;
  /** Treat `data.output.error` on a success envelope as a `service` failure (the playground's credit failure). */
  failOnOutputError?: boolean;
  /** Overrides the client's retry policy of reads; null: one try (a caller that paces its own requests). */
  retry?: RetryOptions | null;
}

/** The typed client of the collection scraping service (or the sandbox). Every method throws ServiceError. */
export interface ServiceClient {
  readonly baseUrl: string;
  /** POSTs JSON to a JSON endpoint and returns its parsed `data`. */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>;
  /** `call` that also fails on `data.output.error` (interface 7 rule 2). */
  playground<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>;
  /** POSTs a multipart form (the fields plus one file, `csv` by default) to a bulk endpoint; never retried. */
  upload<E extends Endpoint>(
    endpoint: E,
    fields: EndpointInput<E>,
    file: UploadFile,
    options?: CallOptions & { fileField?: string },
  ): Promise<EndpointOutput<E>>;
  /** Streams a result file or invoice to `destPath` (through `destPath.part`); a full URL or a path. */
  download(url: string, destPath: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** Reads a small file (e.g. one result JSON page) into memory, with the same rules as `download`. */
  fetchBytes(url: string, options?: FetchBytesOptions): Promise<FetchedBytes>;
}

/** Makes a service client; nothing is sent until a method is called. */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const core = resolveCore(options);
  const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, opts: CallOptions = {}) => {
    if (endpoint.body !== 'json') {
      throw new ServiceError('invalid-input', `${endpoint.path} does not take a JSON body; use upload() or download().`);
    }
    const body = JSON.stringify(validInput(endpoint, input));
    return send(core, endpoint, opts, core.timeoutMs, endpoint.retry === 'read', () => ({
      body,
      headers: { 'content-type': 'application/json' },
    }));
  };
  return {
    baseUrl: core.baseUrl,
    call: (endpoint, input, opts) => run(() => call(endpoint, input, opts)),
    playground: (endpoint, input, opts) => run(() => call(endpoint, input, { ...opts, failOnOutputError: true })),
    upload: (endpoint, fields, file, opts = {}) =>
      run(() => {
        if (endpoint.body !== 'multipart') {
          throw new ServiceError('invalid-input', `${endpoint.path} does not take a file; use call().`);
        }
        const valid = validInput(endpoint, fields);
        // Uploads are never replayed: a cut connection may still have created rows.
        return send(core, endpoint, opts, core.transferTimeoutMs, false, () => ({
          body: buildForm(valid, file, opts.fileField ?? 'csv'),
          headers: {},
        }));
      }),
    download: (url, destPath, opts) => downloadFile(core, url, destPath, opts),
    fetchBytes: (url, opts) => fetchSmallFile(core, url, opts),
  };
}

// Turns a synchronous throw into a rejection so callers only ever see rejected promises.
async function run<T>(fn: () => Promise<T>): Promise<T> {
  return fn();
}

/** What the user is told when a change's answer was lost: it may have been made, and it was not sent again. */
export function answerLostMessage(path: string): string {
  return `The connection was lost before the service answered ${path}, so it may have been done. It was not sent again: look whether it is there before trying again.`;
}

// A change (create, run, rotate, delete, upload) is never replayed; when its answer is lost the user must
// hear that it may have happened, so they re-read rather than send it twice.
async function answerLostIfChange<T>(path: string, pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (!(error instanceof ServiceError) || !error.mayHaveArrived) throw error;
    throw new ServiceError(error.kind, answerLostMessage(path), { mayHaveArrived: true });
  }
}

function validInput(endpoint: Endpoint, input: unknown): unknown {
  const parsed = endpoint.input.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ServiceError('invalid-input', `Not sent to ${endpoint.path}: ${where}${issue?.message ?? 'invalid input'}.`);
}

async function send<E extends Endpoint>(
  core: ClientCore,
  endpoint: E,
  opts: CallOptions,
  defaultTimeoutMs: number,
  retryable: boolean,
  makeBody: () => { body: string | FormData; headers: Record<string, string> },
): Promise<EndpointOutput<E>> {
  const auth = endpoint.auth === 'public' ? {} : credentialHeaders(await requireCredential(opts.credential, core.credential));
  const url = `${core.apiBase}${endpoint.path.replace(/^\/+/, '')}`;
  const ctx = {
    fetch: core.fetch,
    log: core.log,
    method: 'POST',
    label: endpoint.path,
    origin: core.origin,
    timeoutMs: opts.timeoutMs ?? defaultTimeoutMs,
    signal: opts.signal,
  };
  const attempt = () =>
    exchange(ctx, async (signal, note) => {
      const { body, headers } = makeBody();
      const response = await core.fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', ...headers, ...auth },
        body,
        signal,
        // The credential must never follow a redirect to another address.
        redirect: 'manual',
      });
      note.status = response.status;
      const text = await readAnswerText(response, endpoint.path);
      return decodeAnswer({ httpStatus: response.status, retryAfter: response.headers.get('retry-after'), text }, endpoint.path);
    });
  const data = retryable
    ? await withRetry(opts.retry === undefined ? core.retry : opts.retry, ctx, attempt)
    : await answerLostIfChange(endpoint.path, attempt());
  if (opts.failOnOutputError) {
    const failure = outputFailure(data);
    if (failure) throw failure;
  }
  return parseData<E['output']>(endpoint.output, data, endpoint.path, core.log);
}
