import { describe, expect, it } from 'vitest';
import { parseSse } from './sse-parser.ts';

describe('parseSse', () => {
  it('splits frames, comments and an unfinished tail', () => {
    const chunk = parseSse(': ready\n\nevent: run.progress\ndata: {"processed":1}\n\nevent: credits.changed\r\ndata: {}\r\n\r\nevent: par');
    expect(chunk.comments).toEqual(['ready']);
    expect(chunk.frames).toEqual([
      { event: 'run.progress', data: '{"processed":1}' },
      { event: 'credits.changed', data: '{}' },
    ]);
    expect(chunk.rest).toBe('event: par');
    expect(parseSse(`${chunk.rest}tial\ndata: 1\n\n`).frames).toEqual([{ event: 'partial', data: '1' }]);
  });
});
