/** What stands in for the secret part of a masked API key. */
export const MASK_DOTS = '••••••••';

/** The longest public prefix shown; anything longer is not a prefix but most of the secret. */
const MAX_PREFIX = 16;

/**
 * An API key as the renderer may see it: the public prefix (interface 5 rule 1) and dots, e.g.
 * `ab12cd.••••••••`; only dots when the key has no plausible prefix.
 */
export function maskApiKey(key: string): string {
  const dot = key.indexOf('.');
  const prefix = dot > 0 && dot <= MAX_PREFIX ? key.slice(0, dot) : '';
  return prefix === '' ? MASK_DOTS : `${prefix}.${MASK_DOTS}`;
}

/** Matches only masked keys, so an output schema can refuse a full key. */
export const MASKED_API_KEY = /^(?:[^.\s]{1,16}\.)?•{8}$/;
