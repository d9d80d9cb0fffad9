/** Fills `:name` segments of an endpoint path from the input (values URI-encoded). */
export function expandPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a path has `:name` segments. */
export function isPathTemplate(path: string): boolean {
  return /(^|\/):[A-Za-z_]/.test(path);
}

/**
 * Matches a concrete path against a template; returns the decoded parameters or null.
 * A parameter matches exactly one non-empty segment.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split('/');
  const p = path.split('/');
  if (t.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const ts = t[i] ?? '';
    const ps = p[i] ?? '';
    if (ts.startsWith(':')) {
      if (ps === '') return null;
      try {
        params[ts.slice(1)] = decodeURIComponent(ps);
      } catch {
        return null;
      }
    } else if (ts !== ps) {
      return null;
    }
  }
  return params;
}
