import { z } from 'zod';

/** Error classes the service puts in the envelope's `code` (interface 2.1, 7; completions 1). */
export const ERROR_CODES = [400, 401, 402, 404, 409, 500] as const;
/** One of the service's error classes. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The raw envelope every JSON response carries: `{code, data, status}` over HTTP 200. */
export const envelopeSchema = z.object({
  code: z.number().int(),
  data: z.unknown(),
  status: z.union([z.literal(0), z.literal(1)]),
});
/** A decoded envelope before `data` is parsed against the endpoint's schema. */
export type Envelope = z.infer<typeof envelopeSchema>;

/** A success envelope around `data`. */
export function ok<T>(data: T): { code: 200; data: T; status: 1 } {
  return { code: 200, data, status: 1 };
}

/** A failure envelope: `data` is the plain-English message. */
export function fail(code: ErrorCode, message: string): { code: ErrorCode; data: string; status: 0 } {
  return { code, data: message, status: 0 };
}

/** The service's fixed messages (interface 7, completions 1). */
export const MESSAGES = {
  authFailed: 'Authentication failed.',
  notFound: 'Not found.',
  malformedBody: 'Malformed request body.',
  bodyTooLarge: 'Request body too large.',
  required: 'This field is required.',
  invalidPostcode: 'Invalid postcode format.',
  unexpected: 'An unexpected error occurred.',
  collectionNotFound: 'Collection not found.',
  zipcodeExists: 'Zipcode already exists for this domain.',
  invalidLogin: 'Invalid email or password!',
  tooManyOtps: 'Too many verification codes requested. Try again later.',
  otpSent: 'Verification code sent successfully!',
  insufficientCredits: 'Insufficient Credits',
  cancelledByUser: 'Cancelled by user',
} as const;

/** The 402 message of a run refused for credits (completions 5). */
export function notEnoughCreditsMessage(needed: number, remaining: number): string {
  return `Not enough credits — you need ${needed} but have ${remaining} remaining.`;
}

/** The 400 message of a category scrape with no active cookie file (completions 6). */
export function noCookieFileMessage(domain: string, postcode: string): string {
  return `No cookie file found for ${domain} and postcode ${postcode}. Add the postcode and wait until it is active.`;
}
