import { describe, expect, it } from 'vitest';
import { cellText, fileNameOf, isViewable, recordColumns, resultFiles, tableHeight } from './result-files.ts';

describe('result files', () => {
  it('names a file by its last path segment', () => {
    expect(fileNameOf('http://127.0.0.1:9/api/v1/results/1/2/My%20List_2_Results_Page_1.json')).toBe('My List_2_Results_Page_1.json');
    expect(fileNameOf('results/1/2/x.zip?sig=1')).toBe('x.zip');
    expect(fileNameOf('')).toBe('');
  });

  it('lists pages then the zip; only JSON pages are viewable', () => {
    const files = resultFiles({
      pages: ['https://s/api/v1/results/1/2/a_Page_1.json', 'https://s/api/v1/results/1/2/b.csv'],
      all_pages: 'https://s/api/v1/results/1/2/all.zip',
    });
    expect(files.map((f) => [f.name, f.kind])).toEqual([
      ['a_Page_1.json', 'page'],
      ['b.csv', 'page'],
      ['all.zip', 'all'],
    ]);
    expect(files.map(isViewable)).toEqual([true, false, false]);
    expect(resultFiles({ pages: [], all_pages: '' })).toEqual([]);
  });

  it('builds record columns in first-seen order, capped', () => {
    expect(
      recordColumns([
        { asin: 'A', title: 'T' },
        { asin: 'B', price: '$1' },
      ]),
    ).toEqual(['asin', 'title', 'price']);
    expect(recordColumns([{ a: 1, b: 2, c: 3 }], 2)).toEqual(['a', 'b']);
  });

  it('shows cell values as text', () => {
    expect([cellText('x'), cellText(3), cellText(false), cellText(null), cellText(undefined), cellText({ a: 1 })]).toEqual([
      'x',
      '3',
      'false',
      '',
      '',
      '{"a":1}',
    ]);
  });

  it('sizes dialog tables to their rows, within bounds', () => {
    expect(tableHeight(0)).toBe(162);
    expect(tableHeight(6)).toBe(226);
    expect(tableHeight(500)).toBe(460);
  });
});
