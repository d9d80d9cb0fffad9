import type { RequestType } from '../../../../shared/api/collections.ts';

const TYPE_LABELS: Readonly<Record<RequestType, string>> = {
  marketplace: 'Marketplace',
  partsstore: 'Parts store',
  officestore: 'Office store',
  marketplace_category_scrape: 'Category scrape',
};

/** A collection type as people read it ("Parts store" for `partsstore`). */
export function requestTypeLabel(type: RequestType): string {
  return TYPE_LABELS[type];
}
