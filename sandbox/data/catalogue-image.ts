import { getCatalogue } from './catalogue-data.ts';
import type { Glyph } from './catalogue-types.ts';
import { hashString } from './seeded-random.ts';

/** Simple line drawings, one per department, in a 100×100 box centred at (100, 88). */
const GLYPHS: Record<Glyph, string> = {
  pen: '<path d="M60 120 L130 50 L145 65 L75 135 L55 140 Z"/><path d="M120 60 L135 75"/>',
  box: '<path d="M55 70 L100 50 L145 70 L145 120 L100 140 L55 120 Z"/><path d="M55 70 L100 90 L145 70 M100 90 L100 140"/>',
  screen: '<rect x="50" y="45" width="100" height="65" rx="4"/><path d="M85 110 L80 130 L120 130 L115 110"/>',
  chair: '<rect x="70" y="40" width="60" height="50" rx="8"/><path d="M60 100 L140 100 M100 100 L100 125 M75 135 L125 135 M100 125 L100 135"/>',
  sheet: '<path d="M65 40 L120 40 L140 60 L140 136 L65 136 Z"/><path d="M80 70 L125 70 M80 88 L125 88 M80 106 L110 106"/>',
  drop: '<path d="M100 40 C100 40 65 85 65 105 A35 35 0 0 0 135 105 C135 85 100 40 100 40 Z"/>',
  brush: '<path d="M130 40 L95 95"/><path d="M95 95 C75 95 70 115 60 135 C85 130 105 120 95 95 Z"/>',
  cup: '<path d="M60 60 L130 60 L122 135 L68 135 Z"/><path d="M130 75 C150 75 150 110 125 110"/>',
  cross: '<rect x="55" y="45" width="90" height="90" rx="10"/><path d="M100 65 L100 115 M75 90 L125 90"/>',
};

/** Up to three capital initials of a brand name, e.g. `Winsor & Newton` → `WN`. */
export function brandInitials(brand: string): string {
  const words = brand.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const initials = words.length > 1 ? words.map((w) => w.charAt(0)).join('') : brand.slice(0, 2);
  return (
    initials
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 3) || 'OS'
  );
}

/**
 * A small deterministic SVG (< 2 KB) for a catalogue sku: a coloured tile, the department's glyph, the
 * brand initials and "SANDBOX". Unknown skus get a generic box glyph, so the route never has to 404.
 */
export function productImageSvg(sku: string): string {
  const record = getCatalogue().bySku.get(sku);
  const hue = hashString(`image|${sku}`) % 360;
  const glyph = GLYPHS[record?.glyph ?? 'box'];
  const initials = record ? brandInitials(record.product.brand) : 'OS';
  const safeSku = sku.replace(/[^0-9A-Za-z-]/g, '').slice(0, 16);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" ' +
    `aria-label="Synthetic product image ${safeSku}">` +
    `<rect width="200" height="200" fill="hsl(${hue} 55% 88%)"/>` +
    `<g fill="none" stroke="hsl(${hue} 45% 30%)" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${glyph}</g>` +
    `<text x="100" y="172" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="hsl(${hue} 45% 25%)">${initials}</text>` +
    '<text x="100" y="192" text-anchor="middle" font-family="sans-serif" font-size="11" letter-spacing="2" fill="#555">SANDBOX</text>' +
    '</svg>'
  );
}
