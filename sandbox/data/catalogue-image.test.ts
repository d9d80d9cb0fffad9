import { describe, expect, it } from 'vitest';
import { getCatalogue } from './catalogue-data.ts';
import { brandInitials, productImageSvg } from './catalogue-image.ts';

/** A tiny well-formedness check: every tag closes in order and the root is one <svg> element. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? '');
  }
  return stack.length === 0;
}

describe('productImageSvg', () => {
  it('draws a small, deterministic, well-formed SVG for every department', () => {
    const seenGlyphs = new Set<string>();
    let largest = 0;
    for (const record of getCatalogue().records.filter((_, i) => i % 25 === 0)) {
      const svg = productImageSvg(record.product.sku);
      seenGlyphs.add(record.glyph);
      largest = Math.max(largest, new TextEncoder().encode(svg).length);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 200 200"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('SANDBOX');
      expect(svg).toContain(`>${brandInitials(record.product.brand)}<`);
      expect(balanced(svg)).toBe(true);
      expect(productImageSvg(record.product.sku)).toBe(svg);
    }
    expect(largest).toBeLessThan(2048);
    expect(seenGlyphs.size).toBe(8);
  });

  it('still draws an image for an unknown sku', () => {
    const svg = productImageSvg('<bad>&sku');
    expect(balanced(svg)).toBe(true);
    expect(svg).not.toContain('<bad>');
    expect(svg).toContain('>OS<');
  });

  it('makes brand initials', () => {
    expect(brandInitials('Winsor & Newton')).toBe('WN');
    expect(brandInitials('Logitech')).toBe('LO');
    expect(brandInitials('Uni-ball')).toBe('UB');
  });
});
