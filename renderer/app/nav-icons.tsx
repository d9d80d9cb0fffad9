import type { IconProps } from '../components/icons.tsx';

function NavSvg({ size = 16, children, ...rest }: IconProps) {
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

/** Map pin: postcodes. */
export function PostcodesIcon(props: IconProps) {
  return (
    <NavSvg {...props}>
      <path d="M8 14.5s4.5-4.2 4.5-7.8a4.5 4.5 0 0 0-9 0c0 3.6 4.5 7.8 4.5 7.8z" />
      <circle cx="8" cy="6.5" r="1.6" />
    </NavSvg>
  );
}

/** Stacked layers: collections. */
export function CollectionsIcon(props: IconProps) {
  return (
    <NavSvg {...props}>
      <path d="M8 2L14 5 8 8 2 5z" />
      <path d="M2 8l6 3 6-3M2 11l6 3 6-3" />
    </NavSvg>
  );
}

/** Arrow into a tray: import. */
export function ImportIcon(props: IconProps) {
  return (
    <NavSvg {...props}>
      <path d="M8 2v8M5 7l3 3 3-3" />
      <path d="M2.5 10.5v2a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1v-2" />
    </NavSvg>
  );
}

/** Grid with a magnifier: category scrapes. */
export function ScrapesIcon(props: IconProps) {
  return (
    <NavSvg {...props}>
      <rect x="2" y="2" width="4.5" height="4.5" rx="1" />
      <rect x="9.5" y="2" width="4.5" height="4.5" rx="1" />
      <rect x="2" y="9.5" width="4.5" height="4.5" rx="1" />
      <circle cx="11.5" cy="11.5" r="2" />
      <path d="M13 13l1.5 1.5" />
    </NavSvg>
  );
}

/** Open book: catalogue. */
export function CatalogueIcon(props: IconProps) {
  return (
    <NavSvg {...props}>
      <path d="M8 4c-1.5-1-3.5-1.5-6-1.5v10c2.5 0 4.5.5 6 1.5 1.5-1 3.5-1.5 6-1.5v-10c-2.5 0-4.5.5-6 1.5z" />
      <path d="M8 4v10" />
    </NavSvg>
  );
}

/** Person: account. */
export function AccountIcon(props: IconProps) {
  return (
    <NavSvg {...props}>
      <circle cx="8" cy="5.5" r="2.8" />
      <path d="M2.5 14c.8-2.7 3-4 5.5-4s4.7 1.3 5.5 4" />
    </NavSvg>
  );
}

/** Plug: connect to a service. */
export function ConnectIcon(props: IconProps) {
  return (
    <NavSvg {...props}>
      <path d="M6 2v3M10 2v3" />
      <path d="M4 5h8v2.5a4 4 0 0 1-8 0z" />
      <path d="M8 11.5V14" />
    </NavSvg>
  );
}

/** Keyboard: shortcuts. */
export function KeyboardIcon(props: IconProps) {
  return (
    <NavSvg {...props}>
      <rect x="1.5" y="4" width="13" height="8" rx="1.5" />
      <path d="M4 6.5h.01M6.5 6.5h.01M9 6.5h.01M11.5 6.5h.01M5 9.5h6" />
    </NavSvg>
  );
}
