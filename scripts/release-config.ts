// The checks `npm run dist` makes on electron-builder.yml before it packages anything: a release built with
// the placeholder update address would look for updates where none will ever be, and a Windows build without
// the signer's name would let electron-updater install an update without checking its signature.

/** Host names reserved for examples and tests (RFC 2606, RFC 6761): never where releases are served. */
const RESERVED_HOST = /(^|\.)(invalid|example|test|localhost|example\.(com|net|org))$/i;

/**
 * A value of electron-builder.yml at `path` (a scalar, or a block list's items), or undefined. It reads only
 * the block mappings that file is written in: a setting it cannot find counts as missing, so the check fails closed.
 */
export function yamlValue(text: string, path: readonly string[]): string | string[] | undefined {
  const stack: { indent: number; key: string }[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^(\s*)([A-Za-z][\w-]*):(?:\s+(.*))?$/.exec(uncommented(lines[i] ?? ''));
    if (!match) continue;
    const indent = match[1]?.length ?? 0;
    while ((stack.at(-1)?.indent ?? -1) >= indent) stack.pop();
    stack.push({ indent, key: match[2] ?? '' });
    if (stack.length !== path.length || stack.some((entry, k) => entry.key !== path[k])) continue;
    const value = match[3]?.trim();
    if (value) return unquoted(value);
    const items: string[] = [];
    for (let j = i + 1; j < lines.length; j += 1) {
      const line = uncommented(lines[j] ?? '');
      if (line.trim() === '') continue;
      const item = /^(\s*)-\s+(.*)$/.exec(line);
      if (!item || (item[1]?.length ?? 0) < indent) break;
      items.push(unquoted((item[2] ?? '').trim()));
    }
    return items.length > 0 ? items : undefined;
  }
  return undefined;
}

/** What stops a release of this electron-builder.yml, in words for the person running `npm run dist`; empty when nothing does. */
export function releaseConfigProblems(text: string): string[] {
  const problems: string[] = [];
  const url = yamlValue(text, ['publish', 'url']);
  const address = typeof url === 'string' ? parsedUrl(url) : null;
  if (!address || address.protocol !== 'https:' || RESERVED_HOST.test(address.hostname)) {
    problems.push(
      `publish.url in electron-builder.yml is ${typeof url === 'string' ? `"${url}", a placeholder` : 'not set'}: set it to the https address your releases are served from (installed desks look for updates there).`,
    );
  }
  const names = yamlValue(text, ['win', 'signtoolOptions', 'publisherName']);
  if (names === undefined || (Array.isArray(names) && names.length === 0)) {
    problems.push(
      'win.signtoolOptions.publisherName in electron-builder.yml is not set: set it to the name on your code-signing certificate, or the Windows desk would install an update without checking its signature.',
    );
  }
  if (yamlValue(text, ['win', 'verifyUpdateCodeSignature']) === 'false') {
    problems.push('win.verifyUpdateCodeSignature in electron-builder.yml is false: remove it, so every Windows update is checked against the publisher name.');
  }
  return problems;
}

function uncommented(line: string): string {
  return line.replace(/(^|\s)#.*$/, '');
}

function unquoted(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
