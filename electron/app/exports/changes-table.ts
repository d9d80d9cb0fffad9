import type { InboxFilter } from '../../../shared/bridge/methods/inbox.ts';
import { availabilityLabel } from '../../../shared/availability/availability-group.ts';
import { ruleText } from '../../../shared/watch/watch-rules.ts';
import type { InboxStore } from '../local-copy/copy-store.ts';
import { typedTable } from './typed-table.ts';
import type { TypedTable } from './typed-table.ts';

/**
 * The typed table of what the watch rules found, as the Changes inbox lists it (every match the filter selects). A
 * regional rule's line has the lowest and highest price as its prices before and after, and names the regions.
 */
export async function changesTable(store: InboxStore, filter: InboxFilter): Promise<{ table: TypedTable; name: string }> {
  const matches = await store.matches(filter, null);
  const table = typedTable(
    [
      'collection',
      'collection id',
      'run',
      'finished',
      'rule',
      'code',
      'title',
      'price before',
      'price after',
      'change',
      'currency',
      'availability before',
      'availability group before',
      'availability after',
      'availability group after',
      'regions',
      'read',
    ],
    matches.map((m) => [
      m.collectionName,
      m.collectionId,
      m.runId,
      new Date(m.at),
      ruleText(m.rule, m.value, m.currency),
      m.code,
      m.title,
      m.priceBefore,
      m.priceAfter,
      m.priceBefore !== null && m.priceAfter !== null ? Math.round((m.priceAfter - m.priceBefore) * 100) / 100 : null,
      m.currency,
      m.availabilityBefore,
      m.availabilityBefore === null ? null : availabilityLabel({ availability: m.availabilityBefore }),
      m.availabilityAfter,
      m.availabilityAfter === null ? null : availabilityLabel({ availability: m.availabilityAfter }),
      m.regions,
      m.read ? 'yes' : 'no',
    ]),
    ['text', 'number', 'number', 'date', 'text', 'text', 'text', 'number', 'number', 'number', 'text', 'text', 'text', 'text', 'text', 'text', 'text'],
  );
  return {
    table,
    name:
      filter.runId !== undefined ? `changes-run-${filter.runId}` : filter.collectionId !== undefined ? `changes-collection-${filter.collectionId}` : 'changes',
  };
}
