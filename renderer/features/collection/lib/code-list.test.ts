import { describe, expect, it } from 'vitest';
import { codesToRetry, splitPastedCodes, summarisePaste, toCodeList, uniqueCodes } from './code-list.ts';

describe('pasted code lists', () => {
  it('splits on commas, spaces, tabs, semicolons and new lines, dropping blanks', () => {
    expect(splitPastedCodes(' B000000001,B000000002\n\nB000000003\tB000000004 ; B000000005,, ')).toEqual([
      'B000000001',
      'B000000002',
      'B000000003',
      'B000000004',
      'B000000005',
    ]);
    expect(splitPastedCodes('\r\nA1\r\nA2\r\n')).toEqual(['A1', 'A2']);
    expect(splitPastedCodes('   ')).toEqual([]);
  });

  it('joins codes into the comma-separated string of create/multiple', () => {
    expect(toCodeList(['A', 'B', 'C'])).toBe('A,B,C');
  });

  it('sends each code once, so a repeat in the list is not refused as already in the collection', () => {
    expect(uniqueCodes(['B000000001', 'B000000002', 'B000000001', 'B000000003', 'B000000002'])).toEqual(['B000000001', 'B000000002', 'B000000003']);
  });

  it('offers again only refusals that a fix can turn into an item, never duplicates', () => {
    expect(
      codesToRetry([
        { code: 'B000000001', error: 'ASIN already exists in this collection.' },
        { code: 'BAD', error: 'ASIN must be 10 letters or digits.' },
        { code: '', error: 'Row without a code.' },
      ]),
    ).toEqual(['BAD']);
  });

  it('counts repeats and codes not shaped like an ASIN', () => {
    expect(summarisePaste('B000000001 bad B000000001 b000000002', true)).toEqual({
      codes: ['B000000001', 'bad', 'B000000001', 'b000000002'],
      repeated: 1,
      malformed: 2,
    });
    expect(summarisePaste('x y', false).malformed).toBe(0);
  });
});
