import type { DownloadLinks } from '../../../../shared/api/runs.ts';

/** One result file of a runner. */
export interface ResultFile {
  url: string;
  name: string;
  /** A JSON page (viewable) or the zip of all pages. */
  kind: 'page' | 'all';
}

/** The last path segment of a link, decoded; the link itself when it has none. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const last = path.split('/').filter(Boolean).pop();
  if (!last) return url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Whether a result file can be opened in the viewer (JSON pages; not the zip or CSV). */
export function isViewable(file: ResultFile): boolean {
  return file.kind === 'page' && file.name.toLowerCase().endsWith('.json');
}

/** A runner's files: each page, then the zip of all pages when the service made one. */
export function resultFiles(links: DownloadLinks): ResultFile[] {
  const pages = links.pages.map((url): ResultFile => ({ url, name: fileNameOf(url), kind: 'page' }));
  return links.all_pages ? [...pages, { url: links.all_pages, name: fileNameOf(links.all_pages), kind: 'all' }] : pages;
}

/** The columns of a records table: keys in first-seen order, at most `max`. */
export function recordColumns(records: readonly Record<string, unknown>[], max = 16): string[] {
  const seen = new Set<string>();
  for (const record of records) {
    for (const key of Object.keys(record)) {
      seen.add(key);
      if (seen.size >= max) return [...seen];
    }
  }
  return [...seen];
}

/** A cell value as text: strings as is, null/undefined empty, the rest as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A dialog table's height: its header and rows (at least 4 rows' room, at most `max` pixels), so short lists stay compact. */
export function tableHeight(rowCount: number, rowHeight = 32, max = 460): number {
  return Math.min(max, rowHeight * (Math.max(rowCount, 4) + 1) + 2);
}
