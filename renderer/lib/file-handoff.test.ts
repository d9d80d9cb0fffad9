import { describe, expect, it } from 'vitest';
import { handOffFile, takeHandedOffFile } from './file-handoff.ts';

const csv = (name: string): File => new File(['domain,customer_postcode,asin\n'], name, { type: 'text/csv' });

describe('file hand-off', () => {
  it('has nothing to take before a hand-off', () => {
    expect(takeHandedOffFile()).toBeNull();
  });

  it('gives the file and its collection once', () => {
    const file = csv('a.csv');
    handOffFile(file, { collectionId: 42 });
    expect(takeHandedOffFile()).toEqual({ file, collectionId: 42 });
    expect(takeHandedOffFile()).toBeNull();
  });

  it('keeps only the newest file not yet taken', () => {
    handOffFile(csv('old.csv'), { collectionId: 1 });
    const newer = csv('new.csv');
    handOffFile(newer, { collectionId: 2 });
    expect(takeHandedOffFile()).toEqual({ file: newer, collectionId: 2 });
    expect(takeHandedOffFile()).toBeNull();
  });
});
