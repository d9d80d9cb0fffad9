/** Secret-looking pieces of a log line: credentials after a keyword, bearer/token headers, API keys. */
const PATTERNS: readonly [RegExp, string][] = [
  [/\b(Bearer|Token|Basic)\s+[^\s"',;]+/gi, '$1 [redacted]'],
  [/((?:api[_-]?key|x-api-key|password|passwd|secret|token|authorization|cookie|otp)["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi, '$1[redacted]'],
  [/([?&](?:token|key|api_key|password|t)=)[^&#\s"']+/gi, '$1[redacted]'],
  [/#token=[^\s"']+/gi, '#token=[redacted]'],
  // Long random-looking runs (keys, tokens, hashes), not ordinary words or paths.
  [/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}(?:\.[A-Za-z0-9_-]{16,})?\b/g, '[redacted]'],
];

/** Removes what looks like a credential from a log line. */
export function redact(text: string): string {
  let out = text;
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
