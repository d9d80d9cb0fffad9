// The link check of `npm test`: every relative link in the repo's Markdown must name a file that exists and,
// when it names a heading, a heading that exists in that file (as GitHub makes its anchors).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A link that does not resolve: where it is written and why it fails. */
export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** One link as written in a Markdown file. */
export interface MarkdownLink {
  line: number;
  target: string;
}

/** GitHub's anchor for a heading's text: lowercase, markup and punctuation dropped, each space a hyphen. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image reads as its text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  markdown.split(/\r?\n/).forEach((text, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** Every anchor a Markdown text offers: its headings' slugs (repeats numbered -1, -2 as GitHub does) and HTML ids. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    for (const match of text.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) if (match[1]) anchors.add(match[1]);
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The links of a Markdown text (inline links, images and reference definitions), code spans and fences left out. */
export function findLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
    for (const match of prose.matchAll(/\]\(\s*<?([^()\s>]*(?:\([^()\s]*\)[^()\s>]*)*)>?(?:\s+["'(][^)]*)?\)/g))
      if (match[1] !== undefined) links.push({ line, target: match[1] });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (definition?.[1]) links.push({ line, target: definition[1] });
  }
  return links;
}

/** Whether a link leaves the repository (a scheme such as https: or mailto:, or a protocol-relative address). */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** Checks the links of the given Markdown files (paths relative to `root`); a leading `/` in a link means `root`. */
export function checkLinks(root: string, files: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string): Set<string> => {
    let set = anchorsOf.get(file);
    if (!set) {
      set = headingAnchors(readFileSync(file, 'utf8'));
      anchorsOf.set(file, set);
    }
    return set;
  };
  for (const file of files) {
    const absolute = path.resolve(root, file);
    for (const { line, target } of findLinks(readFileSync(absolute, 'utf8'))) {
      if (target === '' || isExternal(target)) continue;
      const fail = (reason: string): void => void broken.push({ file, line, target, reason });
      const hashAt = target.indexOf('#');
      const filePart = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt)).replace(/\?.*$/, '');
      const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
      const resolved = filePart === '' ? absolute : filePart.startsWith('/') ? path.join(root, filePart) : path.resolve(path.dirname(absolute), filePart);
      if (!existsSync(resolved)) {
        fail(`no file ${path.relative(root, resolved) || '.'}`);
        continue;
      }
      if (anchor === null || anchor === '' || statSync(resolved).isDirectory() || !resolved.endsWith('.md')) continue;
      if (!anchors(resolved).has(anchor.toLowerCase())) fail(`no heading #${anchor} in ${path.relative(root, resolved)}`);
    }
  }
  return broken;
}

/** One line per broken link, as an editor's problem list reads: file:line, the target and why. */
export function formatBroken(broken: readonly BrokenLink[]): string {
  return broken.map((b) => `${b.file}:${b.line}  ${b.target}  (${b.reason})`).join('\n');
}
