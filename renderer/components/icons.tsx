import type { SVGProps } from 'react';

/** Props of every inline icon: decorative by default (aria-hidden), 16px, currentColor. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 16, children, ...rest }: IconProps) {
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

/** ×, for close buttons. */
export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </Svg>
  );
}

/** Magnifier, for search boxes. */
export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5L14 14" />
    </Svg>
  );
}

/** ‹, previous page. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10 3.5L5.5 8l4.5 4.5" />
    </Svg>
  );
}

/** ›, next page. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 3.5L10.5 8 6 12.5" />
    </Svg>
  );
}

/** Sort direction arrow; `direction` none shows both. */
export function SortIcon({ direction, ...props }: IconProps & { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <Svg {...props}>
      {direction !== 'descending' && <path d="M5 6.5L8 3.5l3 3" opacity={direction === 'none' ? 0.45 : 1} />}
      {direction !== 'ascending' && <path d="M5 9.5L8 12.5l3-3" opacity={direction === 'none' ? 0.45 : 1} />}
    </Svg>
  );
}

/** Triangle with !, for errors and warnings. */
export function AlertIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 2L14.5 13.5h-13z" />
      <path d="M8 6.5v3M8 11.5v.01" />
    </Svg>
  );
}

/** Circle with i, for information. */
export function InfoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 7.5v3.5M8 5v.01" />
    </Svg>
  );
}

/** Tick, for success. */
export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 8.5l3 3 7-7" />
    </Svg>
  );
}
