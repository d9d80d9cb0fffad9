/** A seeded pseudo-random source: the same key always yields the same sequence. */
export interface Random {
  /** Next float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max), rounded to `decimals` places. */
  float(min: number, max: number, decimals?: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

/** Hashes a string to an unsigned 32-bit seed (FNV-1a, then a murmur3 finaliser to spread the bits). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The mulberry32 generator: a function returning floats in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Random seeded by the given key parts (joined with `|`), e.g. `createRandom('asin', asin, postcode)`. */
export function createRandom(...keyParts: readonly (string | number)[]): Random {
  const next = mulberry32(hashString(keyParts.join('|')));
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float(min, max, decimals = 2) {
      const f = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * f) / f;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance(p) {
      return next() < p;
    },
    chars(alphabet, length) {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(next() * alphabet.length));
      return out;
    },
  };
}

/** A single float in [0, 1) for a key: a cheap way to make one deterministic decision. */
export function seededUnit(...keyParts: readonly (string | number)[]): number {
  return mulberry32(hashString(keyParts.join('|')))();
}
