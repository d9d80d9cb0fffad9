import type { z } from 'zod';

/**
 * How a body travels: JSON, multipart with a `csv` file (bulk endpoints), or a raw file
 * streamed back without an envelope (result files, invoices).
 */
export type BodyKind = 'json' | 'multipart' | 'file';

/** Whether the client may retry the call on network errors, 408, 429 and 5xx (reads only). */
export type RetryPolicy = 'read' | 'never';

/** One service endpoint: its path under `/api/v1/`, request and `data` schemas, and policies. */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Path under `{base_url}/api/v1/`, e.g. `zipcodes/create-zipcode/`. */
  readonly path: string;
  /** The request body schema (for multipart: the non-file fields). */
  readonly input: I;
  /** The schema of `data` on success; objects tolerate unknown extra fields. */
  readonly output: O;
  readonly body: BodyKind;
  readonly auth: 'required' | 'public';
  readonly retry: RetryPolicy;
}

/** Declares an endpoint; defaults: JSON body, credential required, never retried. */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(spec: {
  path: string;
  input: I;
  output: O;
  body?: BodyKind;
  auth?: 'required' | 'public';
  retry?: RetryPolicy;
}): Endpoint<I, O> {
  return { body: 'json', auth: 'required', retry: 'never', ...spec };
}

/** The request body type of an endpoint, as a caller writes it. */
export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
/** The parsed `data` type of an endpoint. */
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;
