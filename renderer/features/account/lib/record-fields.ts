/** One field of a scraped record as the viewer shows it. */
export interface RecordField {
  key: string;
  label: string;
  value: unknown;
}

/** Fields people look for first, in this order; the rest follow alphabetically. */
const LEADING = [
  'title',
  'asin',
  'sku',
  'price',
  'price_value',
  'price_currency',
  'availability',
  'in_stock',
  'brand',
  'seller_name',
  'rating',
  'review_count',
];

/** Labels the service's field names spell differently from plain words. */
const LABELS: Readonly<Record<string, string>> = { asin: 'ASIN', sku: 'SKU', gtin: 'GTIN', url: 'URL', id: 'ID', is_prime: 'Prime' };

/** A field name as people read it: `review_count` → "Review count", `asin` → "ASIN". */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => LABELS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The record's fields, most useful first. */
export function recordFields(record: Readonly<Record<string, unknown>>): RecordField[] {
  const keys = Object.keys(record);
  const leading = LEADING.filter((key) => keys.includes(key));
  const rest = keys.filter((key) => !LEADING.includes(key)).sort((a, b) => a.localeCompare(b));
  return [...leading, ...rest].map((key) => ({ key, label: fieldLabel(key), value: record[key] }));
}

/** Whether a value is an http(s) address. */
export function isWebAddress(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value);
}

/** Whether a field holds a picture: its name says image and its value is an address. */
export function isImageField(key: string, value: unknown): value is string {
  return /image|thumbnail|photo/i.test(key) && isWebAddress(value);
}
