import type { DownloadLinks } from '../../../../shared/api/runs.ts';

/** The two result files of a category scrape. */
export type ScrapeFileKind = 'json' | 'csv';

/** The link of a result file (`…/category_asins.json` or `.csv`) among the runner's links; null when missing. */
export function resultFileLink(links: DownloadLinks | undefined, kind: ScrapeFileKind): string | null {
  if (!links) return null;
  const suffix = `category_asins.${kind}`;
  return links.pages.find((url) => url.split(/[?#]/)[0]?.endsWith(suffix)) ?? null;
}

/** The file name offered when saving: the scrape's name, made safe, and the file kind. */
export function suggestedFileName(scrapeName: string, kind: ScrapeFileKind): string {
  const base =
    scrapeName
      .trim()
      .replace(/[^\w.-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 120) || 'category_scrape';
  return `${base}_category_asins.${kind}`;
}
