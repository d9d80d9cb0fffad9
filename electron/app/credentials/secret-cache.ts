/** How long a cached secret is served before the store is read again, so a change made outside the app shows. */
export const SECRET_CACHE_MAX_AGE_MS = 5 * 60_000;

/** Options of `createSecretCache`. */
export interface SecretCacheOptions {
  /** How long an entry is served (default 5 minutes). */
  maxAgeMs?: number;
  /** The clock in milliseconds (default a monotonic one); tests pass their own to move time. */
  now?: () => number;
}

/**
 * A read-through cache of secrets per account, in memory only (main holds a credential in memory during
 * every call anyway; nothing is written anywhere). Holds what the store answered, a null answer too.
 */
export interface SecretCache {
  /** The entry of `account` while fresh; else `load()`'s answer, kept unless a write or drop raced it. A failed load keeps nothing. */
  read(account: string, load: () => Promise<string | null>): Promise<string | null>;
  /** Records what the store holds after a successful set (the secret) or delete (null). */
  stored(account: string, value: string | null): void;
  /** Drops the entry of `account`: the next read goes to the store. */
  drop(account: string): void;
  /** Drops every entry. */
  clear(): void;
}

/** Builds an empty cache. */
export function createSecretCache(options: SecretCacheOptions = {}): SecretCache {
  const maxAgeMs = options.maxAgeMs ?? SECRET_CACHE_MAX_AGE_MS;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { value: string | null; at: number }>();
  // Bumped by every write and drop: a read that started before one may carry what the store held before it.
  let version = 0;

  return {
    async read(account, load) {
      const entry = entries.get(account);
      if (entry && now() - entry.at < maxAgeMs) return entry.value;
      entries.delete(account);
      const before = version;
      const at = now();
      const value = await load();
      if (version === before) entries.set(account, { value, at });
      return value;
    },
    stored(account, value) {
      version += 1;
      entries.set(account, { value, at: now() });
    },
    drop(account) {
      version += 1;
      entries.delete(account);
    },
    clear() {
      version += 1;
      entries.clear();
    },
  };
}
