import type { z } from 'zod';
import { INVALID_POSTCODE } from './common.ts';

/** One zod issue, as `ZodError.issues` holds it. */
type Issue = z.core.$ZodIssue;

/** Message texts of the service (Django REST framework wording) for the zod issue kinds. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  number: 'integer',
  int: 'integer',
  bigint: 'integer',
  string: 'string',
  boolean: 'boolean',
};

/** Whether `key` is a property of an object (not inherited). */
function hasOwn(value: unknown, key: PropertyKey): boolean {
  return typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, key);
}

/** The value at `path` in `body`, and whether every step of the path exists. */
function lookup(body: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let current: unknown = body;
  for (const key of path) {
    if (!hasOwn(current, key)) return { found: false, value: undefined };
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value: current };
}

/** The value an issue is about: from the request body when given, else from `reportInput`. */
function issueValue(issue: Issue, body: unknown, hasBody: boolean): { missing: boolean; value: unknown; known: boolean } {
  if (hasBody) {
    const { found, value } = lookup(body, issue.path);
    return { missing: !found || value === undefined, value, known: true };
  }
  if ('input' in issue && issue.input !== undefined) return { missing: false, value: issue.input, known: true };
  const inner = issue.code === 'invalid_union' ? issue.errors[0]?.[0] : issue;
  const missing = inner?.code === 'invalid_type' && /received undefined$/.test(inner.message);
  return { missing, value: undefined, known: false };
}

/** `"value"` as the service quotes a rejected choice. */
function quote(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (value === undefined) return '""';
  try {
    return `"${typeof value === 'object' ? JSON.stringify(value) : String(value)}"`;
  } catch {
    return '""';
  }
}

/** Whether a zod default message was left in place (no service wording was given). */
function isZodDefault(message: string): boolean {
  return /^(Invalid|Too (big|small)|Expected)/.test(message);
}

/** The message text of one issue without its field prefix. */
function issueText(issue: Issue, body: unknown, hasBody: boolean): string {
  const { missing, value, known } = issueValue(issue, body, hasBody);
  switch (issue.code) {
    case 'invalid_type': {
      if (missing) return 'This field is required.';
      if (value === null) return 'This field may not be null.';
      if (issue.expected === 'object') return 'Invalid data. Expected a dictionary.';
      if (issue.expected === 'array') return 'Expected a list of items.';
      return `A valid ${TYPE_NAMES[issue.expected] ?? issue.expected} is required.`;
    }
    case 'invalid_union': {
      if (missing) return 'This field is required.';
      if (value === null) return 'This field may not be null.';
      const first = issue.errors[0]?.[0];
      if (first && first.code === 'invalid_type') return `A valid ${TYPE_NAMES[first.expected] ?? first.expected} is required.`;
      return first && !isZodDefault(first.message) ? first.message : 'Enter a valid value.';
    }
    case 'invalid_value':
      if (missing) return 'This field is required.';
      // Without the body or `reportInput` the rejected value is unknown.
      return known ? `${quote(value)} is not a valid choice.` : 'Select a valid choice.';
    case 'too_big':
      if (issue.origin === 'string') return `Ensure this field has no more than ${issue.maximum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Ensure this field has no more than ${issue.maximum} elements.`;
      return `Ensure this value is less than ${issue.inclusive === false ? '' : 'or equal to '}${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? 'This field may not be blank.' : `Ensure this field has at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `Ensure this field has at least ${issue.minimum} elements.`;
      return `Ensure this value is greater than ${issue.inclusive === false ? '' : 'or equal to '}${issue.minimum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      if (issue.format === 'url') return 'Enter a valid URL.';
      return isZodDefault(issue.message) ? 'Enter a valid value.' : issue.message;
    case 'not_multiple_of':
      return `Ensure this value is a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unexpected fields: ${issue.keys.join(', ')}.`;
    default:
      return isZodDefault(issue.message) ? 'Enter a valid value.' : issue.message;
  }
}

/** Whether an issue is about a postcode's format (answered without a field prefix). */
function isPostcodeFormat(issue: Issue): boolean {
  return issue.message === INVALID_POSTCODE;
}

/** The one-line message of one issue: `<dotted.path>: <text>`, or the bare text at the top level. */
export function issueMessage(issue: Issue, body?: unknown): string {
  if (isPostcodeFormat(issue)) return INVALID_POSTCODE;
  const hasBody = body !== undefined;
  if (issue.path.length === 0) {
    if (issue.code === 'invalid_type' && issue.expected === 'object') return 'Malformed request body.';
    return issueText(issue, body, hasBody);
  }
  return `${issue.path.map((p) => String(p)).join('.')}: ${issueText(issue, body, hasBody)}`;
}

/**
 * The service's one-line message for a failed request parse: the first issue, worded as the
 * service words it. Pass the request body (or parse with `reportInput: true`) so a rejected
 * choice can quote its value and a missing field is told from a wrong type.
 */
export function validationMessage(error: z.ZodError, body?: unknown): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue, body) : 'Enter a valid value.';
}

/** Parses a request body with an endpoint's input schema into data or the service's message. */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown): { success: true; data: z.output<S> } | { success: false; message: string } {
  const parsed = schema.safeParse(body, { reportInput: true });
  return parsed.success ? { success: true, data: parsed.data } : { success: false, message: validationMessage(parsed.error, body) };
}
