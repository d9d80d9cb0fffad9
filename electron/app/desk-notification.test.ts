import { describe, expect, it } from 'vitest';
import { shownNotification } from './desk-notification.ts';

describe('a native notification', () => {
  it('shows a collection name from the service or a team copy with its bidi override and bell inert, and cut', () => {
    const shown = shownNotification({
      kind: 'watchMatched',
      title: 'Kettles\u202Eexe.\u0007',
      body: `${'x'.repeat(10_000)}: 3 items dropped in price.`,
      target: { kind: 'collection', collectionId: 1 },
    });
    expect(shown.title).toBe('Kettles\uFFFDexe.\uFFFD');
    expect(shown.body).toHaveLength(500);
    expect(shown.body.endsWith('…')).toBe(true);
  });
});
