import { describe, expect, it } from 'vitest';
import { expandPath, isPathTemplate, matchPath } from './path-template.ts';

describe('path templates', () => {
  it('fills and encodes parameters', () => {
    expect(expandPath('results/:collectionId/:runnerId/:fileName', { collectionId: 3, runnerId: 9, fileName: 'My List_9_Results_Page_1.json' })).toBe(
      'results/3/9/My%20List_9_Results_Page_1.json',
    );
    expect(expandPath('users/payments/:id/invoice.pdf', { id: 12 })).toBe('users/payments/12/invoice.pdf');
    expect(() => expandPath('users/payments/:id/invoice.pdf', {})).toThrow(/id/);
  });

  it('matches concrete paths', () => {
    expect(matchPath('results/:collectionId/:runnerId/:fileName', 'results/3/9/a%20b.json')).toEqual({
      collectionId: '3',
      runnerId: '9',
      fileName: 'a b.json',
    });
    expect(matchPath('users/payments/:id/invoice.pdf', 'users/payments/12/invoice.pdf')).toEqual({ id: '12' });
    expect(matchPath('users/payments/:id/invoice.pdf', 'users/payments/12/other.pdf')).toBeNull();
    expect(matchPath('results/:a/:b/:c', 'results/3/9')).toBeNull();
    expect(matchPath('results/:a', 'results/%E0%A4%A')).toBeNull();
  });

  it('tells templates from plain paths', () => {
    expect(isPathTemplate('results/:collectionId/:runnerId/:fileName')).toBe(true);
    expect(isPathTemplate('users/login')).toBe(false);
  });
});
