/**
 * Whether a service's refusal says the item is already in the collection ("ASIN already exists in this
 * collection.", "SKU 123 already exists…", "Part … already exists…"): sending it again can never succeed.
 */
export function isDuplicateReason(reason: string): boolean {
  return /\balready exists\b/i.test(reason);
}
