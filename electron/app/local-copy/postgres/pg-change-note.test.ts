import { describe, expect, it } from 'vitest';
import { readChangeNote } from './pg-change-note.ts';

const me = '11111111-2222-4333-8444-555555555555';
const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const note = (fields: Record<string, unknown>) => JSON.stringify({ desk: other, source: 3, collectionId: 7, what: 'runs', ...fields });

describe('a note on the change channel', () => {
  it('is a hint only in the exact form a desk writes, about this account, from another desk', () => {
    expect(readChangeNote(note({}), 3, me)).toEqual({ ok: true, note: { desk: other, source: 3, collectionId: 7, what: 'runs' } });
    expect(readChangeNote(note({ collectionId: null, what: 'all' }), 3, me)).toMatchObject({ ok: true });
    expect(readChangeNote(note({ source: 4 }), 3, me)).toEqual({ ok: false, why: 'another account' });
    expect(readChangeNote(note({ desk: me }), 3, me)).toEqual({ ok: false, why: 'own' });
  });

  it('is malformed when anything is off: size, JSON, keys, types, kinds, ids', () => {
    const malformed = [
      'not json',
      '[]',
      'null',
      '7',
      note({ extra: 1 }),
      JSON.stringify({ desk: other, source: 3, what: 'runs' }),
      note({ what: 'everything' }),
      note({ what: 'toString' }),
      note({ collectionId: '7' }),
      note({ collectionId: 7.5 }),
      note({ collectionId: 0 }),
      note({ collectionId: -1 }),
      note({ collectionId: 2 ** 60 }),
      note({ source: '3' }),
      note({ desk: 'someone' }),
      note({ desk: 42 }),
      note({ desk: `${other} ${'x'.repeat(300)}` }),
      `${note({})}${' '.repeat(300)}`,
    ];
    for (const payload of malformed) expect([payload, readChangeNote(payload, 3, me)]).toEqual([payload, { ok: false, why: 'malformed' }]);
  });
});
