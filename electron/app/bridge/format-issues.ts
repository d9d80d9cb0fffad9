import type { z } from 'zod';

const MAX_ISSUES = 5;

function pathOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'input';
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p).slice(0, 80)))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** A readable summary of a zod failure: `field.path: problem; …` (values are never echoed). */
export function formatIssues(error: z.ZodError): string {
  const lines = error.issues.slice(0, MAX_ISSUES).map((issue) => `${pathOf(issue.path)}: ${issue.message.slice(0, 300)}`);
  const more = error.issues.length - MAX_ISSUES;
  return more > 0 ? `${lines.join('; ')}; and ${more} more` : lines.join('; ');
}
