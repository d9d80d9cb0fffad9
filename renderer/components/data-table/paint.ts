/**
 * Painted rows: at rest, a large DataTable draws its visible rows on one canvas, so a filter keystroke changes
 * pixels rather than laying out ~25 rows of text. The rows' DOM stays under the canvas, its painted cells
 * transparent, for clicks, the keyboard, screen readers and copying; it follows a moment later. Pure drawing
 * rules here; the canvas and its upkeep are in use-painted-rows.ts.
 */
import { displayText } from '../../../shared/display-text.ts';
import type { Tone } from '../../lib/status-tone.ts';

/** How a cell is painted: its text, or text with a look ('mono' for codes, 'muted' for placeholders), or a badge. */
export type Paint = string | { text: string; look?: 'mono' | 'muted'; badge?: Tone; dot?: boolean };

/** Where a column's cells are, in the table's content coordinates (the header cells' boxes). */
export interface PaintColumn {
  x: number;
  width: number;
  align: 'start' | 'end' | 'center';
}

/** The colours and fonts the table's CSS resolves to (light or dark). */
export interface PaintTheme {
  font: string;
  /** The widest a character of `font` can be (pixels, with room to spare), and of `monoFont`. */
  widest: number;
  monoFont: string;
  monoWidest: number;
  badgeFont: string;
  text: string;
  muted: string;
  border: string;
  borderStrong: string;
  selected: string;
  focus: string;
  accent: string;
  onAccent: string;
  background: string;
  tones: Readonly<Record<Tone, { bg: string; fg: string }>>;
}

/** One painted row: its index in the view and each shown column's paint (null: the DOM draws that cell). */
export interface PaintRow {
  index: number;
  cells: readonly (Paint | null)[];
  selected: boolean;
  active: boolean;
}

/** Everything one frame of the canvas shows, in CSS pixels. */
export interface PaintFrame {
  width: number;
  height: number;
  rowHeight: number;
  scrollTop: number;
  scrollLeft: number;
  columns: readonly PaintColumn[];
  rows: readonly PaintRow[];
  /** The checkbox column's width, 0 when the table has none. */
  selectWidth: number;
  /** The grid has focus: the active row shows its focus bar. */
  focused: boolean;
}

const CELL_PADDING = 8;
const BADGE_PADDING = 8;
const BADGE_HEIGHT = 20;
const DOT = 6;
const DOT_GAP = 5;
const ELLIPSIS = '…';

/** The first and last row index a canvas of `height` shows at `scrollTop` (inclusive; last < 0 when none). */
export function visibleRows(scrollTop: number, height: number, rowHeight: number, count: number): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight));
  const last = Math.min(count - 1, Math.floor((scrollTop + height - 1) / rowHeight));
  return { first, last };
}

/** The fewest pixels a character takes when painted (hairline glyphs at the smallest font size, with room to spare). */
const NARROWEST = 2;

/**
 * `text` cut with an ellipsis to fit `room` pixels, as `text-overflow: ellipsis` does, and made safe to draw
 * (displayText: no bidi override or control character takes effect). Text too short to overflow even in its
 * widest characters (`widest` pixels each) is not measured; of a longer one, no more characters are measured
 * than the room holds at their narrowest, so a 100 KB title costs what a line of it does.
 */
export function fitText(text: string, room: number, measure: (text: string) => number, widest = Infinity): string {
  const most = Math.max(0, Math.ceil(room / NARROWEST)) + 1;
  const head = displayText(text.length > most ? text.slice(0, most) : text, true);
  if (head.length === text.length && (text.length * widest <= room || measure(head) <= room)) return head;
  if (measure(ELLIPSIS) > room) return '';
  let low = 0;
  let high = head.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(head.slice(0, mid).trimEnd() + ELLIPSIS) <= room) low = mid;
    else high = mid - 1;
  }
  return head.slice(0, low).trimEnd() + ELLIPSIS;
}

const MAX_WIDTHS = 20_000;

/** Text widths per font, kept across frames: a keystroke's rows were mostly measured before. */
export class TextWidths {
  private readonly byFont = new Map<string, Map<string, number>>();
  private size = 0;
  private readonly ctx: CanvasRenderingContext2D;

  constructor(ctx: CanvasRenderingContext2D) {
    this.ctx = ctx;
  }

  measure(font: string, text: string): number {
    if (this.size >= MAX_WIDTHS) this.clear();
    let widths = this.byFont.get(font);
    if (!widths) {
      widths = new Map();
      this.byFont.set(font, widths);
    }
    let width = widths.get(text);
    if (width === undefined) {
      this.ctx.font = font;
      width = this.ctx.measureText(text).width;
      widths.set(text, width);
      this.size += 1;
    }
    return width;
  }

  clear(): void {
    this.byFont.clear();
    this.size = 0;
  }
}

/** Draws one cell's paint within [left, right] on the row whose middle is at `middle`. */
function paintCell(
  ctx: CanvasRenderingContext2D,
  paint: Paint,
  left: number,
  right: number,
  align: PaintColumn['align'],
  middle: number,
  theme: PaintTheme,
  widths: TextWidths,
): void {
  const room = right - left - 2 * CELL_PADDING;
  if (room <= 0) return;
  const spec = typeof paint === 'string' ? { text: paint } : paint;
  if (spec.badge) {
    const tone = theme.tones[spec.badge];
    const lead = spec.dot ? DOT + DOT_GAP : 0;
    const text = fitText(spec.text, room - 2 * BADGE_PADDING - lead, (t) => widths.measure(theme.badgeFont, t));
    const width = Math.min(room, 2 * BADGE_PADDING + lead + widths.measure(theme.badgeFont, text));
    const x = align === 'end' ? right - CELL_PADDING - width : align === 'center' ? (left + right - width) / 2 : left + CELL_PADDING;
    // On whole pixels, as the DOM places it.
    const top = Math.ceil(middle - BADGE_HEIGHT / 2);
    const centre = top + BADGE_HEIGHT / 2;
    ctx.fillStyle = tone.bg;
    ctx.beginPath();
    ctx.roundRect(x, top, width, BADGE_HEIGHT, BADGE_HEIGHT / 2);
    ctx.fill();
    ctx.fillStyle = tone.fg;
    if (spec.dot) {
      ctx.beginPath();
      ctx.arc(x + BADGE_PADDING + DOT / 2, centre, DOT / 2, 0, 2 * Math.PI);
      ctx.fill();
    }
    ctx.font = theme.badgeFont;
    ctx.textAlign = 'left';
    ctx.fillText(text, x + BADGE_PADDING + lead, centre);
    return;
  }
  const font = spec.look === 'mono' ? theme.monoFont : theme.font;
  const text = fitText(spec.text, room, (t) => widths.measure(font, t), spec.look === 'mono' ? theme.monoWidest : theme.widest);
  ctx.font = font;
  ctx.fillStyle = spec.look === 'muted' ? theme.muted : theme.text;
  ctx.textAlign = align === 'end' ? 'right' : align === 'center' ? 'center' : 'left';
  const x = align === 'end' ? right - CELL_PADDING : align === 'center' ? (left + right) / 2 : left + CELL_PADDING;
  ctx.fillText(text, x, middle);
}

/** The selection box of a row, as the DOM draws it (a 14 px box; ticked and filled when selected). */
function paintCheckbox(ctx: CanvasRenderingContext2D, centreX: number, middle: number, selected: boolean, theme: PaintTheme): void {
  const size = 14;
  ctx.beginPath();
  ctx.roundRect(centreX - size / 2 + 0.5, middle - size / 2 + 0.5, size - 1, size - 1, 3);
  ctx.fillStyle = selected ? theme.accent : theme.background;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = selected ? theme.accent : theme.borderStrong;
  ctx.stroke();
  if (!selected) return;
  ctx.beginPath();
  ctx.moveTo(centreX - 3.5, middle);
  ctx.lineTo(centreX - 1, middle + 2.5);
  ctx.lineTo(centreX + 3.5, middle - 2.5);
  ctx.lineWidth = 2;
  ctx.strokeStyle = theme.onAccent;
  ctx.stroke();
}

/** Draws one frame: separators, selection and focus, checkboxes, then the cells. */
export function paintFrame(ctx: CanvasRenderingContext2D, frame: PaintFrame, theme: PaintTheme, widths: TextWidths): void {
  const { width, height, rowHeight, scrollTop, scrollLeft, columns, rows, selectWidth, focused } = frame;
  ctx.clearRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  // As the rows' CSS shapes their text.
  ctx.fontKerning = 'none';
  ctx.textRendering = 'optimizeSpeed';
  for (const row of rows) {
    const top = row.index * rowHeight - scrollTop;
    if (row.selected) {
      ctx.fillStyle = theme.selected;
      ctx.fillRect(0, top, width, rowHeight - 1);
    }
    ctx.fillStyle = theme.border;
    ctx.fillRect(0, top + rowHeight - 1, width, 1);
    if (row.active && focused) {
      ctx.fillStyle = theme.focus;
      ctx.fillRect(0, top, 2, rowHeight - 1);
    }
  }
  for (const row of rows) {
    const middle = row.index * rowHeight - scrollTop + (rowHeight - 1) / 2;
    if (selectWidth > 0) paintCheckbox(ctx, selectWidth / 2 - scrollLeft, middle, row.selected, theme);
    row.cells.forEach((paint, i) => {
      const column = columns[i];
      const left = (column?.x ?? 0) - scrollLeft;
      if (paint === null || !column || left > width || left + column.width < 0) return;
      paintCell(ctx, paint, left, left + column.width, column.align, middle, theme, widths);
    });
  }
}
