import type { Glyph } from './catalogue-types.ts';

/**
 * The officestore catalogue as compact word lists: top levels → groups → leaves. Lists are `|`-separated
 * strings to keep the file short. Brands are well-known or invented names; every product built from them is
 * synthetic.
 */

/** A leaf category: its name, the product nouns sold in it, and optionally its own brands. */
export type LeafSpec = readonly [name: string, nouns: string, brands?: string];

/** A second-level group: shared brands, title variants, price range (AUD) and whether titles carry model codes. */
export interface GroupSpec {
  readonly name: string;
  readonly brands: string;
  readonly variants: string;
  readonly price: readonly [min: number, max: number];
  readonly models: boolean;
  readonly leaves: readonly LeafSpec[];
}

/** A top-level department and the glyph its product images use. */
export interface TopSpec {
  readonly name: string;
  readonly glyph: Glyph;
  readonly groups: readonly GroupSpec[];
}

const g = (name: string, brands: string, variants: string, price: readonly [number, number], models: boolean, leaves: readonly LeafSpec[]): GroupSpec => ({
  name,
  brands,
  variants,
  price,
  models,
  leaves,
});

/** The catalogue definition: 8 departments, 26 groups, 90 leaves (124 categories). */
export const CATALOGUE_SPEC: readonly TopSpec[] = [
  {
    name: 'Office Supplies',
    glyph: 'pen',
    groups: [
      g(
        'Writing Instruments',
        'Pilot|BIC|Artline|Uni-ball|Zebra|Staedtler|Deskline',
        'Black|Blue|Red|Assorted Colours|12 Pack|Box of 50|4 Pack',
        [1.5, 45],
        false,
        [
          ['Ballpoint Pens', 'Ballpoint Pen|Retractable Ballpoint Pen|Stick Pen|Medium Ballpoint Pen'],
          ['Gel Pens', 'Gel Pen|Retractable Gel Pen|Gel Ink Rollerball'],
          ['Highlighters', 'Highlighter|Pastel Highlighter|Chisel Tip Highlighter'],
          ['Permanent Markers', 'Permanent Marker|Bullet Tip Marker|Whiteboard Marker'],
          ['Pencils', 'HB Pencil|Mechanical Pencil|2B Graphite Pencil'],
        ],
      ),
      g('Desk Accessories', 'Rexel|Swingline|Marbig|Esselte|Deskline|Fiskars', 'Black|Silver|Blue|Grey|White', [3, 90], true, [
        ['Staplers', 'Stapler|Heavy Duty Stapler|Long Reach Stapler|Half Strip Stapler'],
        ['Hole Punches', '2 Hole Punch|4 Hole Punch|Heavy Duty Punch'],
        ['Scissors & Cutters', 'Office Scissors|Paper Trimmer|Craft Knife|Guillotine'],
        ['Desk Organisers', 'Desk Organiser|Pen Cup|Letter Tray|Magazine File'],
      ]),
      g('Filing & Storage', 'Marbig|Esselte|Colby|Fellowes|Deskline', 'A4|Foolscap|Black|Blue|Assorted Colours|10 Pack', [2, 60], false, [
        ['Lever Arch Files', 'Lever Arch File|Polypropylene Lever Arch File'],
        ['Ring Binders', '2 Ring Binder|4 D-Ring Binder|Insert Binder'],
        ['Archive Boxes', 'Archive Box|Storage Box with Lid|Transfer File'],
        ['Document Wallets', 'Document Wallet|Clear Sheet Protectors|Expanding File'],
      ]),
      g('Tapes & Adhesives', 'Scotch|Sellotape|UHU|Bostik|Deskline', '18mm x 33m|24mm x 66m|6 Pack|Clear|Brown', [2, 35], false, [
        ['Sticky Tape', 'Invisible Tape|Clear Tape|Double Sided Tape'],
        ['Glue & Adhesives', 'Glue Stick|PVA Glue|Super Glue|Blu Tack'],
        ['Packaging Tape', 'Packaging Tape|Tape Dispenser|Masking Tape'],
      ]),
    ],
  },
  {
    name: 'Technology',
    glyph: 'screen',
    groups: [
      g('Computer Accessories', 'Logitech|Microsoft|Dell|HP|Razer|Targus|Belkin', 'Black|White|Grey|Graphite|Wireless|USB-C', [15, 320], true, [
        ['Keyboards', 'Wireless Keyboard|Keyboard|Ergonomic Keyboard|Keyboard and Mouse Combo|Mechanical Keyboard'],
        ['Mice', 'Wireless Mouse|Ergonomic Mouse|Bluetooth Mouse|Vertical Mouse'],
        ['Webcams', 'Full HD Webcam|4K Webcam|Conference Camera'],
        ['USB Hubs & Docks', 'USB-C Hub|Docking Station|4 Port USB Hub'],
        ['Monitors', '24" Monitor|27" QHD Monitor|Portable Monitor', 'Dell|HP|Samsung|LG|ASUS|Lenovo'],
      ]),
      g('Audio', 'Jabra|Logitech|Sony|JBL|Sennheiser|Poly', 'Black|White|Blue|Bluetooth|USB', [20, 450], true, [
        ['Headsets', 'USB Headset|Wireless Headset|Noise Cancelling Headset'],
        ['Speakers', 'Bluetooth Speaker|Conference Speakerphone|Desktop Speakers'],
        ['Earphones', 'True Wireless Earbuds|In-Ear Earphones|Sports Earbuds'],
      ]),
      g('Storage & Memory', 'SanDisk|Kingston|Samsung|Seagate|WD|Verbatim', '32GB|64GB|128GB|256GB|1TB|2TB|4TB', [9, 380], true, [
        ['USB Flash Drives', 'USB Flash Drive|USB-C Flash Drive|Dual Drive'],
        ['External Hard Drives', 'Portable Hard Drive|Desktop Hard Drive|Portable SSD'],
        ['Memory Cards', 'microSD Card|SD Card|CFexpress Card'],
      ]),
      g('Cables & Power', 'Belkin|Anker|HPM|Cygnett|Deskline', '1m|2m|3m|Black|White|4 Outlet|6 Outlet', [8, 140], true, [
        ['Charging Cables', 'USB-C to USB-C Cable|Lightning Cable|HDMI Cable|DisplayPort Cable'],
        ['Power Boards', 'Surge Protected Power Board|Power Board with USB|Extension Lead'],
        ['Power Banks', 'Power Bank|Wireless Charger|Wall Charger'],
      ]),
      g('Office Machines', 'Casio|Brother|Fellowes|GBC|DYMO|Sharp|Canon', 'Black|White|Grey|A4|A3', [12, 900], true, [
        ['Calculators', 'Desktop Calculator|Scientific Calculator|Printing Calculator|Graphics Calculator'],
        ['Label Makers', 'Label Maker|Label Printer|Label Tape'],
        ['Shredders', 'Cross Cut Shredder|Micro Cut Shredder|Strip Cut Shredder'],
        ['Laminators', 'Laminator|Laminating Pouches|Binding Machine'],
      ]),
    ],
  },
  {
    name: 'Furniture',
    glyph: 'chair',
    groups: [
      g('Office Chairs', 'Buro|Rapidline|Ergolux|Deskline|Studio Essentials', 'Black|Grey|Blue|Mesh Back|Fabric|Leather Look', [89, 1200], false, [
        ['Task Chairs', 'Task Chair|Ergonomic Task Chair|Operator Chair'],
        ['Executive Chairs', 'Executive Chair|High Back Executive Chair|Managers Chair'],
        ['Visitor Chairs', 'Visitor Chair|Stacking Chair|Cantilever Chair'],
        ['Stools', 'Drafting Stool|Bar Stool|Active Stool'],
      ]),
      g('Desks', 'Rapidline|Ergolux|Deskline|Studio Essentials|Buro', '1200mm|1500mm|1800mm|White|Oak|Black Frame', [79, 1600], false, [
        ['Standing Desks', 'Electric Sit Stand Desk|Dual Motor Standing Desk|Manual Height Adjustable Desk'],
        ['Workstations', 'Straight Desk|Corner Workstation|Writing Desk'],
        ['Desk Risers & Arms', 'Desk Riser|Monitor Arm|Dual Monitor Arm|Laptop Stand'],
      ]),
      g('Storage Furniture', 'Rapidline|Go Steel|Deskline|Studio Essentials', '2 Drawer|3 Drawer|4 Drawer|White|Graphite|Oak', [69, 900], false, [
        ['Filing Cabinets', 'Filing Cabinet|Mobile Pedestal|Lateral Filing Cabinet'],
        ['Bookcases', 'Bookcase|Cube Shelf|Display Shelf'],
        ['Lockers', 'Steel Locker|Tambour Cupboard|Stationery Cupboard'],
      ]),
    ],
  },
  {
    name: 'Paper',
    glyph: 'sheet',
    groups: [
      g('Copy Paper', 'Reflex|Double A|Fuji Xerox|PaperOne|Deskline', '80gsm 500 Sheets|Carton of 5 Reams|100gsm 250 Sheets|White|Assorted', [6, 75], false, [
        ['A4 Copy Paper', 'A4 Ultra White Copy Paper|A4 Recycled Copy Paper|A4 Carbon Neutral Copy Paper'],
        ['A3 Copy Paper', 'A3 Copy Paper|A3 Premium Paper'],
        ['Coloured Paper', 'A4 Coloured Copy Paper|A4 Pastel Paper|A4 Bright Coloured Card'],
        ['Photo Paper', 'A4 Glossy Photo Paper|6x4 Matte Photo Paper|A4 Inkjet Paper'],
      ]),
      g('Notebooks & Pads', 'Spirax|Moleskine|Post-it|Olympic|Deskline', 'A4|A5|B5|120 Pages|240 Pages|Ruled|Dot Grid|12 Pack', [2, 45], false, [
        ['Spiral Notebooks', 'Spiral Notebook|Side Opening Notebook|Project Book'],
        ['Writing Pads', 'Writing Pad|Bank Pad|Exercise Book'],
        ['Sticky Notes', 'Sticky Notes|Super Sticky Notes|Page Markers'],
        ['Journals', 'Hardcover Journal|Softcover Notebook|Diary'],
      ]),
      g('Envelopes & Mailing', 'Tudor|Croxley|Deskline|Marbig', 'DL|C4|C5|Box of 500|Pack of 25|White|Kraft', [4, 95], false, [
        ['Envelopes', 'Envelope|Window Envelope|Peel n Seal Envelope'],
        ['Mailing Bags', 'Mailing Bag|Courier Satchel|Plastic Mailer'],
        ['Padded Mailers', 'Padded Mailer|Bubble Mailer|Board Backed Envelope'],
      ]),
    ],
  },
  {
    name: 'Ink & Toner',
    glyph: 'drop',
    groups: [
      g('Ink Cartridges', 'HP', 'Black|Cyan|Magenta|Yellow|Colour|Value Pack|High Yield', [14, 160], true, [
        ['HP Ink', 'Ink Cartridge|XL Ink Cartridge|Ink Combo Pack', 'HP'],
        ['Canon Ink', 'Ink Cartridge|XL Ink Tank|Ink Value Pack', 'Canon'],
        ['Epson Ink', 'Ink Cartridge|EcoTank Ink Bottle|XL Ink Cartridge', 'Epson'],
        ['Brother Ink', 'Ink Cartridge|High Yield Ink Cartridge|Ink Pack', 'Brother'],
      ]),
      g('Toner Cartridges', 'HP|Brother|Canon|Fuji Xerox|Kyocera|Deskline', 'Black|Cyan|Magenta|Yellow|High Yield|Twin Pack', [45, 420], true, [
        ['Laser Toner', 'Toner Cartridge|High Yield Toner|Toner Twin Pack'],
        ['Drum Units', 'Drum Unit|Imaging Drum|Waste Toner Box'],
        ['Compatible Toner', 'Compatible Toner Cartridge|Remanufactured Toner'],
      ]),
      g('Printers', 'HP|Brother|Canon|Epson', 'Wireless|Duplex|A4|A3|Colour|Mono', [79, 1400], true, [
        ['Inkjet Printers', 'Inkjet Printer|Ink Tank Printer|Photo Printer'],
        ['Laser Printers', 'Mono Laser Printer|Colour Laser Printer'],
        ['Multifunction Printers', 'Multifunction Printer|All-in-One Printer|Colour Laser MFC'],
      ]),
    ],
  },
  {
    name: 'Art & Craft',
    glyph: 'brush',
    groups: [
      g('Paints & Brushes', 'Derivan|Winsor & Newton|Reeves|Mont Marte|Jasart', '75ml|250ml|500ml|Set of 12|Set of 24|Assorted', [4, 120], false, [
        ['Acrylic Paint', 'Acrylic Paint|Student Acrylic Set|Heavy Body Acrylic'],
        ['Watercolours', 'Watercolour Set|Watercolour Tubes|Watercolour Pan Set'],
        ['Paint Brushes', 'Paint Brush Set|Taklon Brush|Flat Brush'],
      ]),
      g('Drawing & Sketching', 'Faber-Castell|Derwent|Staedtler|Mont Marte|Micador', 'A3|A4|Set of 12|Set of 24|Set of 48|Tin', [4, 150], false, [
        ['Sketch Pads', 'Sketch Pad|Visual Diary|Drawing Book'],
        ['Coloured Pencils', 'Coloured Pencils|Watercolour Pencils|Pastel Pencils'],
        ['Charcoal & Pastels', 'Charcoal Set|Oil Pastels|Soft Pastels'],
      ]),
      g('Craft Supplies', 'Micador|Educational Colours|Jasart|Krafty Kids', 'Assorted|Pack of 50|Pack of 100|Bright Colours|A4', [3, 60], false, [
        ['Card & Cardboard', 'Cover Paper|Cardboard Sheets|Corrugated Card'],
        ['Embellishments', 'Glitter Shakers|Pom Poms|Googly Eyes|Pipe Cleaners'],
        ['Craft Glue & Tools', 'Craft Glue|Hot Glue Gun|Craft Scissors'],
      ]),
    ],
  },
  {
    name: 'Kitchen & Breakroom',
    glyph: 'cup',
    groups: [
      g('Coffee & Tea', 'Vittoria|Moccona|Lavazza|Nescafe|Twinings|Lipton|Bushells', '1kg|500g|200g|Pack of 100|Box of 50|Decaf', [6, 70], false, [
        ['Coffee Beans', 'Espresso Coffee Beans|Ground Coffee|Organic Coffee Beans'],
        ['Instant Coffee', 'Instant Coffee|Freeze Dried Coffee|Coffee Sticks'],
        ['Coffee Pods', 'Coffee Capsules|Espresso Pods|Compostable Coffee Pods'],
        ['Tea', 'English Breakfast Tea Bags|Green Tea Bags|Herbal Tea|Chai Tea'],
      ]),
      g('Snacks & Drinks', 'Arnotts|Cadbury|Smiths|Mount Franklin|Coca-Cola|Deskline', '24 Pack|Carton|600ml|1.5L|Variety Pack|Box of 50', [4, 55], false, [
        ['Biscuits', 'Biscuits|Assorted Biscuits|Shortbread'],
        ['Bottled Water', 'Spring Water|Sparkling Water|Mineral Water'],
        ['Soft Drinks', 'Soft Drink Cans|Sugar Free Soft Drink|Juice Poppers'],
      ]),
      g('Breakroom Supplies', 'Deskline|Sorbent|Handee|Glad|Morning Fresh|Finish', 'Pack of 50|Pack of 1000|Carton|Twin Pack|500ml', [3, 90], false, [
        ['Disposable Cups', 'Paper Cups|Double Wall Cups|Cup Lids|Stirrers'],
        ['Paper Towels', 'Paper Towel|Hand Towel Rolls|Tissues'],
        ['Dishwashing', 'Dishwashing Liquid|Dishwasher Tablets|Sponge Scourers'],
      ]),
    ],
  },
  {
    name: 'Cleaning & Safety',
    glyph: 'cross',
    groups: [
      g('Cleaning', 'Dettol|Pine O Cleen|Glen 20|Deskline|Enviro', '500ml|750ml|5L|Pack of 50|Pack of 200|Lemon', [3, 80], false, [
        ['Surface Cleaners', 'Disinfectant Spray|Multipurpose Cleaner|Glass Cleaner|Disinfectant Wipes'],
        ['Hand Hygiene', 'Hand Sanitiser|Hand Wash|Sanitiser Pump'],
        ['Bin Liners', 'Bin Liners|Heavy Duty Garbage Bags|Compostable Bin Liners'],
      ]),
      g('First Aid & Safety', 'Trafalgar|St John|ProChoice|Deskline', 'Small|Medium|Large|Box of 100|Class 2|Yellow', [4, 260], false, [
        ['First Aid Kits', 'Workplace First Aid Kit|Vehicle First Aid Kit|First Aid Refill'],
        ['Safety Gloves', 'Nitrile Gloves|Vinyl Gloves|Work Gloves'],
        ['Hi-Vis & PPE', 'Hi-Vis Vest|Safety Glasses|Ear Plugs|Face Masks'],
      ]),
    ],
  },
];
