import { describe, expect, it } from 'vitest';
import { parseHash } from '../lib/router.ts';
import { openTargetHref } from './open-target.ts';

describe('openTargetHref', () => {
  it('leads a run to its collection results, a scrape to its results, a postcode to Postcodes, a run’s matches to the inbox on it', () => {
    expect(parseHash(openTargetHref({ kind: 'run', collectionId: 4, runnerId: 9 }) ?? '')).toMatchObject({
      name: 'collection',
      params: { id: '4' },
      query: { tab: 'results', run: '9' },
    });
    expect(parseHash(openTargetHref({ kind: 'scrape', collectionId: 5 }) ?? '')).toMatchObject({ name: 'scrape', params: { id: '5' } });
    expect(parseHash(openTargetHref({ kind: 'postcode', zipcodeId: 3 }) ?? '')).toMatchObject({ name: 'postcodes', query: { postcode: '3' } });
    expect(parseHash(openTargetHref({ kind: 'collection', collectionId: 7 }) ?? '')).toMatchObject({ name: 'collection', params: { id: '7' } });
    expect(parseHash(openTargetHref({ kind: 'changes', collectionId: 7, runId: 12 }) ?? '')).toMatchObject({ name: 'changes', query: { run: '12' } });
  });

  it('opens the menu screens; search has no route (it focuses the search box)', () => {
    expect(parseHash(openTargetHref({ kind: 'screen', screen: 'new-collection' }) ?? '')).toMatchObject({ name: 'collections', query: { new: '1' } });
    expect(parseHash(openTargetHref({ kind: 'screen', screen: 'import' }) ?? '')).toMatchObject({ name: 'import' });
    expect(parseHash(openTargetHref({ kind: 'screen', screen: 'settings' }) ?? '')).toMatchObject({ name: 'settings' });
    expect(openTargetHref({ kind: 'screen', screen: 'search' })).toBeNull();
  });
});
