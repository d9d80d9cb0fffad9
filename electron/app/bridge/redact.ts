// A run of base64url characters (keys, tokens, hashes), bounded so that no part of one is left beside the mask.
const RUN = '[A-Za-z0-9_-]';
const WHOLE = (body: string): RegExp => new RegExp(`(?<!${RUN})${body}(?!${RUN})`, 'g');

/** Secret-looking pieces of a log line: credentials after a keyword, bearer/token headers, API keys. */
const PATTERNS: readonly [RegExp, string][] = [
  [/\b(Bearer|Token|Basic)\s+[^\s"',;]+/gi, '$1 [redacted]'],
  // A quoted value is masked to its closing quote (a password may hold spaces), or to the end when it has none.
  [
    /((?:api[_-]?key|x-api-key|password|passwd|secret|token|authorization|cookie|otp)["']?\s*[:=]\s*)(?:"(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|[^\s"',;&}]+)/gi,
    '$1[redacted]',
  ],
  [/([?&](?:token|key|api_key|password|t)=)[^&#\s"']+/gi, '$1[redacted]'],
  [/#token=[^\s"']+/gi, '#token=[redacted]'],
  // 32 characters or more are never an ordinary word: masked whatever they hold (a random key may have no digit).
  [WHOLE(`${RUN}{32,}`), '[redacted]'],
  // Shorter random-looking runs: letters and digits mixed.
  [WHOLE(`(?=${RUN}*\\d)(?=${RUN}*[A-Za-z])${RUN}{24,}`), '[redacted]'],
];

/** The secrets the desk holds now, by slot (see `rememberSecret`), each with the forms it may take in a log line. */
const known = new Map<string, readonly string[]>();
let longestFirst: readonly string[] = [];
/** Shorter values would mask pieces of ordinary words; the patterns above still apply to them. */
const MIN_SECRET_CHARS = 4;

/**
 * Tells the redactor the current value of a secret (an API key, a session token, a password) under `slot`:
 * from then on it is masked wherever it appears, also JSON- or URL-encoded. A new value replaces the slot's
 * previous one, which is forgotten; null forgets the slot.
 */
export function rememberSecret(slot: string, value: string | null): void {
  const kept = value !== null && value.length >= MIN_SECRET_CHARS ? value : null;
  // Told at every read of a credential (each service call): nothing to redo when it did not change.
  if ((known.get(slot)?.[0] ?? null) === kept) return;
  if (kept === null) known.delete(slot);
  else known.set(slot, [...new Set([kept, JSON.stringify(kept).slice(1, -1), encodeURIComponent(kept)])]);
  longestFirst = [...new Set([...known.values()].flat())].sort((a, b) => b.length - a.length);
}

/** Removes the secrets the desk holds and what looks like a credential from a log line. */
export function redact(text: string): string {
  let out = text;
  for (const value of longestFirst) out = out.replaceAll(value, '[redacted]');
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** A one-paragraph description of a thrown value for the log, secrets removed, bounded in size. */
export function describeError(err: unknown): string {
  let text: string;
  if (err instanceof Error) text = err.stack ?? `${err.name}: ${err.message}`;
  else if (typeof err === 'string') text = err;
  else {
    try {
      text = `non-error thrown: ${JSON.stringify(err)}`;
    } catch {
      text = `non-error thrown: ${Object.prototype.toString.call(err)}`;
    }
  }
  return redact(text).slice(0, 4000);
}
