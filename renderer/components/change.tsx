import './change.css';

/** Which way a value moved: up, down, or not at all (at the precision shown). */
export type Direction = 'up' | 'down' | 'flat';

/** The direction of a signed change rounded to `digits` decimals (so "+0.00" is flat); null when unknown. */
export function directionOf(value: number | null | undefined, digits = 2): Direction | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const rounded = Math.round(value * 10 ** digits);
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

const SPOKEN: Record<Direction, string> = { up: 'up', down: 'down', flat: 'unchanged' };

/** Props of Change. */
export interface ChangeProps {
  /** Which way; null shows "—". */
  direction: Direction | null;
  /** What shows, signed as the formatting module writes it ("+11.2%", "−$0.67") or a word ("Price up"). */
  text: string;
  /** What a screen reader says instead (default: the direction and the unsigned text, "up 11.2%"). */
  spoken?: string;
}

/**
 * A change with its direction shown three ways: colour (up one hue, down another), an arrow shape (▲ ▼, so
 * it reads without colour) and words for screen readers ("up 11.2%"), also on hover.
 */
export function Change({ direction, text, spoken }: ChangeProps) {
  if (direction === null) return <span className="muted">—</span>;
  const said = spoken ?? (direction === 'flat' ? `unchanged, ${text}` : `${SPOKEN[direction]} ${text.replace(/^[+−]/, '')}`);
  return (
    <span className={`change change--${direction}`} title={said}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{said}</span>
    </span>
  );
}
