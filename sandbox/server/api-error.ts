import type { ErrorCode } from '../../shared/api/envelope.ts';

/** A failure a route answers with: the envelope `{status: 0, code, data: message}`. */
export class ApiError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Throws a 404 with the given message unless `value` is present. */
export function found<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw new ApiError(404, message);
  return value;
}
