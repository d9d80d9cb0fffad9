import type { ReactNode, SVGProps } from 'react';

/** Props of every inline icon: decorative by default (aria-hidden), 16px, currentColor. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The shared 16×16 stroked SVG frame every icon draws in. */
export function IconSvg({ size = 16, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon component that draws `shapes` in the shared frame. */
export function defineIcon(name: string, shapes: ReactNode) {
  function Icon(props: IconProps) {
    return <IconSvg {...props}>{shapes}</IconSvg>;
  }
  Icon.displayName = name;
  return Icon;
}

/** Three columns, for the table column chooser. */
export const ColumnsIcon = defineIcon('ColumnsIcon', <path d="M2.5 3.5h11v9h-11zM6.2 3.5v9M9.8 3.5v9" />);

/** ×, for close buttons. */
export const CloseIcon = defineIcon('CloseIcon', <path d="M4 4l8 8M12 4l-8 8" />);

/** Magnifier, for search boxes. */
export const SearchIcon = defineIcon(
  'SearchIcon',
  <>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </>,
);

/** ‹, previous page. */
export const ChevronLeftIcon = defineIcon('ChevronLeftIcon', <path d="M10 3.5L5.5 8l4.5 4.5" />);

/** ›, next page. */
export const ChevronRightIcon = defineIcon('ChevronRightIcon', <path d="M6 3.5L10.5 8 6 12.5" />);

/** Sort direction arrow; `direction` none shows both. */
export function SortIcon({ direction, ...props }: IconProps & { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <IconSvg {...props}>
      {direction !== 'descending' && <path d="M5 6.5L8 3.5l3 3" opacity={direction === 'none' ? 0.45 : 1} />}
      {direction !== 'ascending' && <path d="M5 9.5L8 12.5l3-3" opacity={direction === 'none' ? 0.45 : 1} />}
    </IconSvg>
  );
}

/** Triangle with !, for errors and warnings. */
export const AlertIcon = defineIcon(
  'AlertIcon',
  <>
    <path d="M8 2L14.5 13.5h-13z" />
    <path d="M8 6.5v3M8 11.5v.01" />
  </>,
);

/** Circle with i, for information. */
export const InfoIcon = defineIcon(
  'InfoIcon',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 7.5v3.5M8 5v.01" />
  </>,
);

/** Tick, for success. */
export const CheckIcon = defineIcon('CheckIcon', <path d="M3 8.5l3 3 7-7" />);

/** ▶, run now. */
export const PlayIcon = defineIcon('PlayIcon', <path d="M5 3.5v9l7-4.5z" />);

/** +, add one. */
export const PlusIcon = defineIcon('PlusIcon', <path d="M8 3v10M3 8h10" />);

/** A clipboard, paste a list. */
export const PasteIcon = defineIcon(
  'PasteIcon',
  <>
    <rect x="3.5" y="3" width="9" height="11" rx="1.5" />
    <path d="M6 3V2h4v1M6 7h4M6 10h4" />
  </>,
);

/** A pencil, edit. */
export const PencilIcon = defineIcon('PencilIcon', <path d="M10.5 2.5l3 3L6 13H3v-3z" />);

/** A bin, delete. */
export const TrashIcon = defineIcon('TrashIcon', <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5" />);

/** ↓ onto a tray, download. */
export const DownloadIcon = defineIcon('DownloadIcon', <path d="M8 2.5v8M4.5 7L8 10.5 11.5 7M3 13.5h10" />);

/** An eye, view. */
export const EyeIcon = defineIcon(
  'EyeIcon',
  <>
    <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
  </>,
);

/** ←, back to the list. */
export const ArrowLeftIcon = defineIcon('ArrowLeftIcon', <path d="M13 8H3M7 4L3 8l4 4" />);

/** A sheet with a grid, spreadsheet export. */
export const SheetIcon = defineIcon(
  'SheetIcon',
  <>
    <rect x="2.5" y="2.5" width="11" height="11" rx="1.5" />
    <path d="M2.5 6.5h11M2.5 10h11M6.5 6.5v7" />
  </>,
);

/** A sheet with an arrow up, import a CSV file. */
export const UploadIcon = defineIcon(
  'UploadIcon',
  <>
    <path d="M9.5 2H4.5A1.5 1.5 0 0 0 3 3.5v9A1.5 1.5 0 0 0 4.5 14h7a1.5 1.5 0 0 0 1.5-1.5V5.5z" />
    <path d="M9.5 2v3.5H13M8 12V8.5M6.5 10 8 8.5 9.5 10" />
  </>,
);

/** Map pin: postcodes. */
export const PostcodesIcon = defineIcon(
  'PostcodesIcon',
  <>
    <path d="M8 14.5s4.5-4.2 4.5-7.8a4.5 4.5 0 0 0-9 0c0 3.6 4.5 7.8 4.5 7.8z" />
    <circle cx="8" cy="6.5" r="1.6" />
  </>,
);

/** Stacked layers: collections. */
export const CollectionsIcon = defineIcon(
  'CollectionsIcon',
  <>
    <path d="M8 2L14 5 8 8 2 5z" />
    <path d="M2 8l6 3 6-3M2 11l6 3 6-3" />
  </>,
);

/** Arrow into a tray: import. */
export const ImportIcon = defineIcon(
  'ImportIcon',
  <>
    <path d="M8 2v8M5 7l3 3 3-3" />
    <path d="M2.5 10.5v2a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1v-2" />
  </>,
);

/** Grid with a magnifier: category scrapes. */
export const ScrapesIcon = defineIcon(
  'ScrapesIcon',
  <>
    <rect x="2" y="2" width="4.5" height="4.5" rx="1" />
    <rect x="9.5" y="2" width="4.5" height="4.5" rx="1" />
    <rect x="2" y="9.5" width="4.5" height="4.5" rx="1" />
    <circle cx="11.5" cy="11.5" r="2" />
    <path d="M13 13l1.5 1.5" />
  </>,
);

/** Open book: catalogue. */
export const CatalogueIcon = defineIcon(
  'CatalogueIcon',
  <>
    <path d="M8 4c-1.5-1-3.5-1.5-6-1.5v10c2.5 0 4.5.5 6 1.5 1.5-1 3.5-1.5 6-1.5v-10c-2.5 0-4.5.5-6 1.5z" />
    <path d="M8 4v10" />
  </>,
);

/** Person: account. */
export const AccountIcon = defineIcon(
  'AccountIcon',
  <>
    <circle cx="8" cy="5.5" r="2.8" />
    <path d="M2.5 14c.8-2.7 3-4 5.5-4s4.7 1.3 5.5 4" />
  </>,
);

/** Plug: connect to a service. */
export const ConnectIcon = defineIcon(
  'ConnectIcon',
  <>
    <path d="M6 2v3M10 2v3" />
    <path d="M4 5h8v2.5a4 4 0 0 1-8 0z" />
    <path d="M8 11.5V14" />
  </>,
);

/** Keyboard: shortcuts. */
export const KeyboardIcon = defineIcon(
  'KeyboardIcon',
  <>
    <rect x="1.5" y="4" width="13" height="8" rx="1.5" />
    <path d="M4 6.5h.01M6.5 6.5h.01M9 6.5h.01M11.5 6.5h.01M5 9.5h6" />
  </>,
);

/** Sliders: settings. */
export const SettingsIcon = defineIcon(
  'SettingsIcon',
  <>
    <path d="M2.5 4.5h11M2.5 11.5h11" />
    <circle cx="6" cy="4.5" r="1.6" />
    <circle cx="10" cy="11.5" r="1.6" />
  </>,
);

/** Bell: recent notices. */
export const BellIcon = defineIcon(
  'BellIcon',
  <>
    <path d="M4 11.5V7.5a4 4 0 0 1 8 0v4l1 1H3z" />
    <path d="M6.5 14h3" />
  </>,
);

/** An inbox tray, for the Changes inbox. */
export const ChangesIcon = defineIcon(
  'ChangesIcon',
  <>
    <path d="M2 9h3.5l1 1.5h3l1-1.5H14" />
    <path d="M4 3.5h8L14 9v3.5H2V9z" />
  </>,
);
