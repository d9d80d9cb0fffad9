import type { OpenTarget } from '../../shared/bridge/open-target.ts';
import { routeHref } from '../lib/router.ts';

/**
 * Where a native notification or menu item leads, as a route: a run opens its collection's results, a
 * scrape its results screen, a postcode the Postcodes list, what watch rules found the Changes inbox
 * filtered to that run, `new-collection` the Collections list with its create form open. `search` has no route: it focuses the current screen's search box.
 */
export function openTargetHref(target: OpenTarget): string | null {
  switch (target.kind) {
    case 'run':
      return routeHref('collection', { id: target.collectionId }, { tab: 'results', run: target.runnerId });
    case 'collection':
      return routeHref('collection', { id: target.collectionId });
    case 'scrape':
      return routeHref('scrape', { id: target.collectionId });
    case 'changes':
      return routeHref('changes', {}, { run: target.runId });
    case 'postcode':
      return routeHref('postcodes', {}, { postcode: target.zipcodeId });
    case 'screen':
      if (target.screen === 'new-collection') return routeHref('collections', {}, { new: 1 });
      if (target.screen === 'import') return routeHref('import');
      if (target.screen === 'settings') return routeHref('settings');
      return null;
  }
}
