import type { z } from 'zod';
import { envelopeSchema, MESSAGES } from '../../../shared/api/envelope.ts';
import { readingOddities } from '../../../shared/api/lenient.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';
import { parseRetryAfter } from './backoff.ts';
import { ServiceError } from './service-error.ts';

/** The message for a 200 answer whose body is not an envelope. */
export const UNREADABLE_MESSAGE = 'The service sent a response that could not be read.';

/** What arrived over HTTP, before the envelope is looked at. */
export interface RawAnswer {
  httpStatus: number;
  retryAfter: string | null;
  text: string;
}

/** Reads the envelope from a body; null when the body is not JSON or not an envelope. */
export function readEnvelope(text: string): Envelope | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Whether a content type names JSON (`application/json`, `…+json`), parameters ignored. */
export function isJsonContentType(contentType: string | null): boolean {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === 'application/json' || essence.endsWith('+json');
}

/** The failure a failure envelope stands for: 401 is a rejected credential, the rest the service's own words. */
export function envelopeFailure(envelope: Envelope, httpStatus: number, retryAfter: string | null): ServiceError {
  const message = typeof envelope.data === 'string' && envelope.data.trim() !== '' ? envelope.data : undefined;
  if (envelope.code === 401) {
    return new ServiceError('credential-rejected', message ?? MESSAGES.authFailed, { code: 401, httpStatus });
  }
  const retryable = envelope.code === 500;
  return new ServiceError('service', message ?? `The service reported a failure (code ${envelope.code}).`, {
    code: envelope.code,
    httpStatus,
    retryable,
    ...(retryable ? { retryAfterMs: parseRetryAfter(retryAfter) } : {}),
  });
}

/** The failure for an answer that carries no envelope, judged by its HTTP status. */
export function httpFailure(httpStatus: number, retryAfter: string | null, what: string): ServiceError {
  const retryAfterMs = parseRetryAfter(retryAfter);
  if (httpStatus === 429) {
    const when = retryAfterMs === undefined || retryAfterMs < 2000 ? 'in a moment' : `in ${Math.ceil(retryAfterMs / 1000)} seconds, as the service asked`;
    return new ServiceError('service', `The service is busy (HTTP 429) and refused ${what}. Try again ${when}.`, {
      httpStatus,
      retryable: true,
      retryAfterMs,
    });
  }
  if (httpStatus === 408) {
    return new ServiceError('service', `The service gave up waiting for ${what} (HTTP 408). Try again.`, {
      httpStatus,
      retryable: true,
      retryAfterMs,
    });
  }
  if (httpStatus >= 500) {
    return new ServiceError(
      'service',
      `The service failed (HTTP ${httpStatus}) on ${what}. Try again in a few minutes; if it keeps failing, the service may be down.`,
      { httpStatus, retryable: true, retryAfterMs },
    );
  }
  if (httpStatus >= 300 && httpStatus < 400) {
    return new ServiceError('service', `The service redirected ${what} elsewhere (HTTP ${httpStatus}). Check the service address of this profile.`, {
      httpStatus,
    });
  }
  if (httpStatus >= 400) {
    return new ServiceError('service', `The service refused ${what} (HTTP ${httpStatus}) with a response that could not be read.`, {
      httpStatus,
    });
  }
  return new ServiceError('service', UNREADABLE_MESSAGE, { httpStatus });
}

/** Decodes an API answer by the envelope's `status` and `code`, returning the raw `data` of a success. */
export function decodeAnswer(answer: RawAnswer, path: string): unknown {
  const envelope = readEnvelope(answer.text);
  if (envelope === null) throw httpFailure(answer.httpStatus, answer.retryAfter, path);
  if (envelope.status === 0) throw envelopeFailure(envelope, answer.httpStatus, answer.retryAfter);
  return envelope.data;
}

/** The issue that names a field: inside a union (a list answered bare or counted), the branch issue that got furthest. */
function namedIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  let deepest: z.core.$ZodIssue | undefined;
  for (const inner of issue.errors.flat().map(namedIssue)) if (deepest === undefined || inner.path.length > deepest.path.length) deepest = inner;
  return deepest ? { ...deepest, path: [...issue.path, ...deepest.path] } : issue;
}

// Oddities already logged, so a field that is null on every row of every refresh is one line, not thousands.
const loggedOddities = new Set<string>();

/**
 * Parses success `data` with the endpoint's schema. Shown-only fields are read leniently (`shared/api/lenient.ts`)
 * and each kind of oddity is logged once; a field the desk computes with stays strict and its failure names it.
 */
export function parseData<O extends z.ZodType>(schema: O, data: unknown, path: string, log: (line: string) => void = () => {}): z.output<O> {
  const parsed = readingOddities(
    (field, oddity) => {
      const key = `${path} ${field} ${oddity}`;
      if (loggedOddities.has(key)) return;
      loggedOddities.add(key);
      log(`answer of ${path}: ${field} was ${oddity}; shown as read leniently`);
    },
    () => schema.safeParse(data),
  );
  if (parsed.success) return parsed.data;
  // Only field paths and zod's wording: never a received value, which could be a key.
  const first = parsed.error.issues[0];
  const issue = first && namedIssue(first);
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  const why = issue ? issue.message : 'unexpected shape';
  throw new ServiceError(
    'unusable-answer',
    field === null
      ? `The service's answer to ${path} did not have the expected shape (${why}).`
      : `The service's answer to ${path} could not be used: its field ${field} is not what the desk needs (${why}). If this persists, the service may have changed.`,
  );
}

/** Reads the playground's in-band failure (`data.output.error`, interface 7 rule 2) as a service failure. */
export function outputFailure(data: unknown): ServiceError | null {
  if (typeof data !== 'object' || data === null) return null;
  const output = (data as { output?: unknown }).output;
  if (typeof output !== 'object' || output === null) return null;
  const error = (output as { error?: unknown }).error;
  if (typeof error !== 'string' || error.trim() === '') return null;
  return error === MESSAGES.insufficientCredits ? new ServiceError('service', error, { code: 402 }) : new ServiceError('service', error);
}
