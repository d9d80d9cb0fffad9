/**
 * Compact word lists for the synthetic marketplace, partsstore and category-scrape data. `|`-separated
 * strings keep the file short; split them with `words()`.
 */

/** Splits a `|`-separated list. */
export function words(list: string): string[] {
  return list.split('|');
}

/**
 * A marketplace department: brands, and products written `Noun:variant,variant` so every title pairs a noun
 * with variants that fit it.
 */
export interface MarketplaceKind {
  readonly brands: string;
  readonly products: string;
  /** Typical price range in US dollars. */
  readonly price: readonly [number, number];
}

/** Marketplace departments a synthetic ASIN is drawn from. */
export const MARKETPLACE_KINDS: readonly MarketplaceKind[] = [
  {
    brands: 'Anker|Belkin|UGREEN|Baseus|Cygnett',
    products: 'USB-C Charger:65W,30W,Dual Port|Power Bank:10000mAh,20000mAh,Slim|USB-C Cable:1m,2m,2 Pack|Wireless Charger:15W,Stand,3-in-1',
    price: [9, 90],
  },
  {
    brands: 'Logitech|Microsoft|Razer|HP|Dell',
    products:
      'Wireless Mouse:Black,Silent,Ergonomic|Bluetooth Keyboard:Compact,Full Size,Backlit|Webcam:1080p,4K,with Privacy Cover|USB Headset:Stereo,Noise Cancelling',
    price: [15, 200],
  },
  {
    brands: 'SanDisk|Samsung|Kingston|Lexar',
    products: 'MicroSD Card:64GB,128GB,256GB|USB Flash Drive:32GB,128GB,2 Pack|Portable SSD:500GB,1TB,2TB',
    price: [8, 260],
  },
  {
    brands: 'Breville|Tefal|Sunbeam|Kambrook|OXO',
    products: 'Electric Kettle:1.7L,Stainless Steel,Glass|Non-Stick Frying Pan:24cm,28cm,Set of 2|Toaster:2 Slice,4 Slice|Hand Blender:Black,with Whisk',
    price: [15, 180],
  },
  {
    brands: 'LEGO|Mattel|Hasbro|Ravensburger',
    products: 'Building Set:500 Pieces,Ages 6+,Starter Kit|Board Game:Family Edition,Travel Size|Jigsaw Puzzle:1000 Pieces,500 Pieces',
    price: [8, 120],
  },
  {
    brands: 'Neutrogena|CeraVe|Nivea|Garnier',
    products: 'Moisturising Cream:50ml,340g,Fragrance Free|Sunscreen SPF 50:100ml,200ml,2 Pack|Micellar Water:400ml,700ml|Lip Balm:4.8g,3 Pack',
    price: [5, 45],
  },
  {
    brands: 'Gaiam|Manduka|Reebok|Everlast',
    products: 'Yoga Mat:6mm,4mm,Extra Long|Resistance Bands:Set of 5,Heavy|Foam Roller:45cm,90cm|Dumbbell Set:10kg,20kg',
    price: [10, 150],
  },
  {
    brands: 'Coleman|Oztrail|Darche|Companion',
    products: 'Camping Chair:Folding,Heavy Duty|Dome Tent:4 Person,2 Person|Cooler Box:25L,45L|LED Lantern:Rechargeable,500 Lumens',
    price: [15, 300],
  },
];

/** Marketplace seller names (invented). */
export const SELLERS = words('Marketplace|Harbour Goods Co|Southern Cross Supplies|Kookaburra Trading|Bluegum Retail|Outback Direct|Sandbox Traders');

/** Partsstore brands (automotive). */
export const PART_BRANDS = words('Bosch|Ryco|NGK|Narva|Bendix|Castrol|Penrite|Century|Monroe|Repco');

/** Partsstore product nouns. */
export const PART_NOUNS = words(
  'Oil Filter|Air Filter|Cabin Filter|Spark Plug|Disc Brake Pads|Wiper Blade|Headlight Globe|Engine Oil 5W-30 5L|Car Battery|Shock Absorber|Fuel Filter|Coolant 5L',
);

/** Marketplace availability phrases; `{n}` is replaced by a small count. */
export const AVAILABILITY = {
  inStock: 'In stock',
  few: 'Only {n} left in stock.',
  later: 'Usually dispatched within 3 to 5 days.',
  out: 'Currently unavailable.',
} as const;

/** A marketplace title from a brand and a `Noun:variant,variant` entry, e.g. `Anker Power Bank, 20000mAh`. */
export function marketplaceTitle(rng: { pick<T>(items: readonly T[]): T }, brand: string, product: string): string {
  const [noun = product, variants = ''] = product.split(':');
  const variant = variants === '' ? '' : rng.pick(variants.split(','));
  return variant === '' ? `${brand} ${noun}` : `${brand} ${noun}, ${variant}`;
}
