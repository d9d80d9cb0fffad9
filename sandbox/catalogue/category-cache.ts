import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../../shared/api/limits.ts';

/** The key of a `categories/` request: the same selection shares one cache entry. */
export function categoryCacheKey(input: { flat?: boolean; seo_path?: string }): string {
  const path = (input.seo_path ?? '')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  return JSON.stringify(['categories', input.flat === true, path]);
}

/**
 * Answers from the catalogue_cache table while the entry is younger than 24 hours (interface 8);
 * otherwise computes, stores and returns a fresh answer.
 */
export function cachedCategories<T>(db: DatabaseSync, key: string, compute: () => T, now: number = Date.now()): T {
  const row = db.prepare('SELECT json, cached_at FROM catalogue_cache WHERE cache_key = ?').get(key) as { json: string; cached_at: number } | undefined;
  if (row && now - row.cached_at < LIMITS.catalogueCacheMs) return JSON.parse(row.json) as T;
  const fresh = compute();
  db.prepare(
    `INSERT INTO catalogue_cache (cache_key, json, cached_at) VALUES (?, ?, ?)
     ON CONFLICT (cache_key) DO UPDATE SET json = excluded.json, cached_at = excluded.cached_at`,
  ).run(key, JSON.stringify(fresh), now);
  return fresh;
}
