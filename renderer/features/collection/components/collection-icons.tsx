import type { ReactNode } from 'react';
import type { IconProps } from '../../../components/icons.tsx';

function Svg({ size = 16, children, ...rest }: IconProps & { children: ReactNode }) {
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

/** ▶, run now. */
export function PlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 3.5v9l7-4.5z" />
    </Svg>
  );
}

/** +, add one. */
export function PlusIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 3v10M3 8h10" />
    </Svg>
  );
}

/** A clipboard, paste a list. */
export function PasteIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="3" width="9" height="11" rx="1.5" />
      <path d="M6 3V2h4v1M6 7h4M6 10h4" />
    </Svg>
  );
}

/** A pencil, edit. */
export function PencilIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10.5 2.5l3 3L6 13H3v-3z" />
    </Svg>
  );
}

/** A bin, delete. */
export function TrashIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5" />
    </Svg>
  );
}

/** ↓ onto a tray, download. */
export function DownloadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 2.5v8M4.5 7L8 10.5 11.5 7M3 13.5h10" />
    </Svg>
  );
}

/** An eye, view. */
export function EyeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </Svg>
  );
}

/** ←, back to the list. */
export function ArrowLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13 8H3M7 4L3 8l4 4" />
    </Svg>
  );
}

/** A sheet with a grid, spreadsheet export. */
export function SheetIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2.5" y="2.5" width="11" height="11" rx="1.5" />
      <path d="M2.5 6.5h11M2.5 10h11M6.5 6.5v7" />
    </Svg>
  );
}

/** A sheet with an arrow up, import a CSV file. */
export function UploadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9.5 2H4.5A1.5 1.5 0 0 0 3 3.5v9A1.5 1.5 0 0 0 4.5 14h7a1.5 1.5 0 0 0 1.5-1.5V5.5z" />
      <path d="M9.5 2v3.5H13M8 12V8.5M6.5 10 8 8.5 9.5 10" />
    </Svg>
  );
}
