import { describe, expect, it } from 'vitest';
import { displayText, displayValue } from './display-text.ts';

describe('displayText', () => {
  it('neutralises bidi overrides and isolates, keeping the length', () => {
    const text = 'A$\u202E00.21\u202C \u2066x\u2069';
    expect(displayText(text)).toBe('A$\uFFFD00.21\uFFFD \uFFFDx\uFFFD');
    expect(displayText(text)).toHaveLength(text.length);
  });

  it('neutralises C0 (but tab and line feed), DEL and C1 control characters', () => {
    expect(displayText('bell\u0007 nul\u0000 del\u007F csi\u009B cr\r')).toBe('bell\uFFFD nul\uFFFD del\uFFFD csi\uFFFD cr\uFFFD');
    expect(displayText('a\tb\nc')).toBe('a\tb\nc');
    expect(displayText('a\tb\nc', true)).toBe('a\uFFFDb\uFFFDc');
  });

  it('leaves ordinary text, right-to-left scripts and marks as they are', () => {
    for (const text of ['Café £12.00', 'שלום עולם', 'مرحبا', 'a\u200Fb', '😀']) expect(displayText(text)).toBe(text);
  });
});

describe('displayValue', () => {
  it('neutralises every string of an answer and copies only what changed', () => {
    const clean = { code: 'B0PNT00777', trend: [1, null] };
    const answer = { items: [clean, { code: 'X', currency: '\u202E$\u0007', price: 12 }], synced: true };
    const shown = displayValue(answer);
    expect(shown.items[1]).toEqual({ code: 'X', currency: '\uFFFD$\uFFFD', price: 12 });
    expect(shown.items[0]).toBe(clean);
    expect(displayValue(clean)).toBe(clean);
  });
});
