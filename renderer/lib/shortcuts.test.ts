import { describe, expect, it } from 'vitest';
import { createSequenceMatcher, isEditableTarget } from './shortcuts.ts';

describe('sequence matcher', () => {
  const sequences = ['g p', 'g c', '?', '/'];

  it('matches two-key sequences and single keys', () => {
    const m = createSequenceMatcher(sequences);
    expect(m.feed('g', 0)).toBeNull();
    expect(m.pending).toBe(true);
    expect(m.feed('p', 100)).toBe('g p');
    expect(m.pending).toBe(false);
    expect(m.feed('?', 200)).toBe('?');
  });

  it('expires a partial sequence', () => {
    const m = createSequenceMatcher(sequences, 1000);
    m.feed('g', 0);
    expect(m.feed('p', 2000)).toBeNull();
    expect(m.pending).toBe(false);
  });

  it('recovers from a dead end', () => {
    const m = createSequenceMatcher(sequences);
    expect(m.feed('g', 0)).toBeNull();
    expect(m.feed('x', 10)).toBeNull();
    expect(m.pending).toBe(false);
    expect(m.feed('g', 20)).toBeNull();
    expect(m.feed('g', 30)).toBeNull();
    expect(m.feed('c', 40)).toBe('g c');
    m.feed('g', 50);
    expect(m.feed('/', 60)).toBe('/');
  });

  it('knows non-DOM targets are not editable', () => {
    expect(isEditableTarget(null)).toBe(false);
    expect(isEditableTarget({} as EventTarget)).toBe(false);
  });
});
