import { useDeferredValue, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { Tone } from '../../lib/status-tone.ts';
import type { ColumnDef } from './column.ts';
import type { TableView } from './use-table-view.ts';
import { paintFrame, TextWidths, visibleRows } from './paint.ts';
import type { PaintColumn, PaintRow, PaintTheme } from './paint.ts';

/** What the canvas shows: the table's current rows (not the DOM's, which may be a moment behind). */
export interface PaintedRowsInput<Row> {
  /** The table is large enough to paint: the canvas is kept ready. */
  enabled: boolean;
  /** The canvas shows the rows (at rest; while scrolling the rows' DOM does). */
  shown: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  rows: readonly Row[];
  ids: readonly string[];
  columns: readonly ColumnDef<Row>[];
  selection: ReadonlySet<string>;
  selectable: boolean;
  activeIndex: number;
  rowHeight: number;
}

const TONES: readonly Tone[] = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'];

/** The colours and fonts the table's CSS gives, read through a probe element inside it. */
function readTheme(table: HTMLElement, body: HTMLElement): PaintTheme {
  const probe = document.createElement('span');
  table.append(probe);
  const colour = (value: string) => {
    probe.style.color = value;
    return getComputedStyle(probe).color;
  };
  // Through the CSSOM: the page's CSP refuses style attributes.
  const fontOf = (family: string, size: string, weight: string) => {
    Object.assign(probe.style, { fontFamily: family, fontSize: size, fontWeight: weight });
    const computed = getComputedStyle(probe);
    return { font: `${computed.fontWeight} ${computed.fontSize} ${computed.fontFamily}`, size: parseFloat(computed.fontSize) };
  };
  const bodyStyle = getComputedStyle(body);
  const font = `${bodyStyle.fontWeight} ${bodyStyle.fontSize} ${bodyStyle.fontFamily}`;
  // As .mono and .badge set them.
  const mono = fontOf('var(--font-mono)', `calc(${bodyStyle.fontSize} * 0.95)`, bodyStyle.fontWeight);
  const badgeFont = fontOf(bodyStyle.fontFamily, 'var(--text-sm)', '500').font;
  const tones = Object.fromEntries(TONES.map((tone) => [tone, { bg: colour(`var(--tone-${tone}-bg)`), fg: colour(`var(--tone-${tone}-fg)`) }])) as Record<
    Tone,
    { bg: string; fg: string }
  >;
  // No character of a text font is wider than 1.25 em (emoji and full-width forms are about 1 em).
  const widest = (size: number) => size * 1.25;
  const theme: PaintTheme = {
    font,
    widest: widest(parseFloat(bodyStyle.fontSize)),
    monoFont: mono.font,
    monoWidest: widest(mono.size),
    badgeFont,
    text: colour('var(--text)'),
    muted: colour('var(--text-muted)'),
    border: colour('var(--border)'),
    borderStrong: colour('var(--border-strong)'),
    selected: colour('var(--bg-selected)'),
    focus: colour('var(--focus)'),
    accent: colour('var(--accent)'),
    onAccent: colour('var(--text-on-accent)'),
    background: colour('var(--bg)'),
    tones,
  };
  probe.remove();
  return theme;
}

/** Each shown column's box, from the header cells (which the rows' cells line up with). */
function readColumns(table: HTMLElement, count: number, selectable: boolean): { columns: PaintColumn[]; selectWidth: number } {
  const cells = [...(table.querySelector('.dt__head > .dt__row')?.children ?? [])] as HTMLElement[];
  const selectWidth = selectable ? (cells.shift()?.getBoundingClientRect().width ?? 0) : 0;
  let x = selectWidth;
  const columns = cells.slice(0, count).map((cell): PaintColumn => {
    const align = cell.classList.contains('dt__cell--end') ? 'end' : cell.classList.contains('dt__cell--center') ? 'center' : 'start';
    const column = { x, width: cell.getBoundingClientRect().width, align } as const;
    x += column.width;
    return column;
  });
  return { columns, selectWidth };
}

/**
 * Keeps a large table's canvas painted (see paint.ts) while it is `shown`: after every render that changes
 * what it shows, on resizing, on a theme change and on focus. While the table scrolls, the
 * rows' DOM shows them and the canvas waits.
 */
export function usePaintedRows<Row>(input: PaintedRowsInput<Row>): void {
  const latest = useRef(input);
  const draw = useRef(() => {});
  const measure = useRef(() => {});

  useLayoutEffect(() => {
    latest.current = input;
  });

  useLayoutEffect(() => {
    const { enabled, scrollRef, canvasRef } = latest.current;
    const table = scrollRef.current;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    const body = table?.querySelector<HTMLElement>('.dt__body');
    if (!enabled || !table || !canvas || !ctx || !body) return;
    const widths = new TextWidths(ctx);
    let theme = readTheme(table, body);
    let layout = { columns: [] as PaintColumn[], selectWidth: 0 };
    const head = table.querySelector('.dt__head');
    const sizeOf = () => `${table.clientWidth}x${table.clientHeight}:${head?.clientWidth ?? 0}`;
    // As measured now (the columns effect measures next): the observers' first report then changes nothing.
    let size = sizeOf();
    measure.current = () => {
      const { columns, selectable } = latest.current;
      layout = readColumns(table, columns.length, selectable);
    };
    draw.current = () => {
      const { shown, rows, ids, columns, selection, selectable, activeIndex, rowHeight } = latest.current;
      if (!shown) return;
      const width = table.clientWidth;
      const height = Math.max(0, Math.min(table.clientHeight - rowHeight, rows.length * rowHeight));
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
        canvas.style.marginBottom = `${-height}px`;
      }
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const scrollTop = table.scrollTop;
      const { first, last } = visibleRows(scrollTop, height, rowHeight, rows.length);
      const painted: PaintRow[] = [];
      for (let index = first; index <= last; index += 1) {
        const row = rows[index] as Row;
        painted.push({
          index,
          cells: columns.map((column) => (column.paint ? column.paint(row) : null)),
          selected: selectable && selection.has(ids[index] as string),
          active: index === activeIndex,
        });
      }
      const focused = document.activeElement === table;
      const frame = {
        width,
        height,
        rowHeight,
        scrollTop,
        scrollLeft: table.scrollLeft,
        columns: layout.columns,
        rows: painted,
        selectWidth: layout.selectWidth,
        focused,
      };
      paintFrame(ctx, frame, theme, widths);
    };
    const repaint = () => draw.current();
    const restyle = () => {
      theme = readTheme(table, body);
      widths.clear();
      repaint();
    };
    const resized = new ResizeObserver(() => {
      const now = sizeOf();
      if (now === size) return;
      size = now;
      measure.current();
      repaint();
    });
    resized.observe(table);
    if (head) resized.observe(head);
    const themed = new MutationObserver(restyle);
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', restyle);
    table.addEventListener('focus', repaint);
    table.addEventListener('blur', repaint);
    if (document.fonts.status === 'loading') void document.fonts.ready.then(restyle);
    return () => {
      resized.disconnect();
      themed.disconnect();
      scheme.removeEventListener('change', restyle);
      table.removeEventListener('focus', repaint);
      table.removeEventListener('blur', repaint);
      draw.current = () => {};
      measure.current = () => {};
    };
  }, [input.enabled, input.scrollRef, input.canvasRef]);

  // The shown columns changed: measure them again (the header has rendered them by now), then paint.
  const { enabled, shown, columns, selectable, rows, ids, selection, activeIndex, rowHeight } = input;
  useLayoutEffect(() => {
    if (enabled) measure.current();
  }, [enabled, columns, selectable]);

  useLayoutEffect(() => {
    if (enabled) draw.current();
  }, [enabled, shown, rows, ids, columns, selection, selectable, activeIndex, rowHeight]);
}

/** The rows the DOM renders, in which view, and whether that view is behind the one the canvas shows. */
export interface RowsUnderCanvas<Row> {
  view: TableView<Row>;
  indexes: readonly number[];
  behind: boolean;
}

/**
 * The rows the DOM renders, and in which view. While `painting`, the canvas shows a new view (filter, sort,
 * new data) at once and the DOM rows (clicks, keyboard, screen readers) follow in React's deferred render,
 * keeping the rows they had meanwhile: a keystroke does not wait for the rows' text layout. Otherwise (small
 * tables, and while scrolling) the DOM rows are the current ones.
 */
export function useRowsUnderCanvas<Row>(painting: boolean, view: TableView<Row>, indexes: readonly number[]): RowsUnderCanvas<Row> {
  const deferredView = useDeferredValue(painting ? view : null);
  const behind = painting && deferredView !== null && deferredView !== view;
  const settled = useRef<RowsUnderCanvas<Row>>({ view, indexes, behind: false });
  // The rows the DOM last showed with their view, kept during render as DataTable's useRowSlots keeps its
  // slots. A render React throws away may have kept another view: then the rows in reach of the view shown.
  /* eslint-disable react-hooks/refs */
  if (!behind) {
    settled.current = { view, indexes, behind: false };
    return settled.current;
  }
  const kept = settled.current.view === deferredView ? settled.current.indexes : indexes.filter((index) => index < deferredView.rows.length);
  return { view: deferredView, indexes: kept, behind: true };
}
/* eslint-enable react-hooks/refs */
