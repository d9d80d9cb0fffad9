import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { StatusBadge } from '../components/badge.tsx';
import type { ColumnDef } from '../components/data-table/column.ts';
import { DataTable } from '../components/data-table/data-table.tsx';
import { RelativeTime } from '../components/relative-time.tsx';
import { formatMoney, formatNumber } from '../lib/format.ts';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/controls.css';
import '../styles/feedback.css';
import '../styles/table.css';
import './table-bench.css';

/** A synthetic postcode-like row, shaped like what the Postcodes screen shows. */
interface BenchRow {
  id: string;
  postcode: string;
  domain: string;
  status: string;
  items: number;
  priceCents: number;
  updatedAt: number;
}

const STATUSES = ['active', 'pending', 'in-progress', 'inactive', 'failed'];
const DOMAINS = ['marketplace.com.au', 'partsstore.com.au', 'officestore.com.au', 'wholesale-feed.com.au'];
const NOW = Date.parse('2026-03-10T12:00:00Z');

function makeRows(count: number): BenchRow[] {
  const rows: BenchRow[] = [];
  for (let i = 0; i < count; i += 1) {
    rows.push({
      id: String(i + 1),
      postcode: String(2000 + ((i * 37) % 7000)).padStart(4, '0'),
      domain: DOMAINS[i % DOMAINS.length] ?? '',
      status: STATUSES[(i * 7) % STATUSES.length] ?? 'active',
      items: (i * 131) % 5000,
      priceCents: (i * 9973) % 1_000_000,
      updatedAt: NOW - ((i * 7919) % 90) * 86_400_000,
    });
  }
  return rows;
}

const COLUMNS: readonly ColumnDef<BenchRow>[] = [
  { id: 'postcode', header: 'Postcode', cell: (r) => r.postcode, sortValue: (r) => r.postcode, width: 100 },
  { id: 'domain', header: 'Domain', cell: (r) => r.domain, sortValue: (r) => r.domain },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusBadge status={r.status} />,
    sortValue: (r) => r.status,
    width: 130,
  },
  { id: 'items', header: 'Items', cell: (r) => formatNumber(r.items), sortValue: (r) => r.items, width: 90, align: 'end' },
  {
    id: 'price',
    header: 'Spend',
    cell: (r) => formatMoney(r.priceCents),
    sortValue: (r) => r.priceCents,
    width: 120,
    align: 'end',
  },
  {
    id: 'updated',
    header: 'Updated',
    cell: (r) => <RelativeTime value={r.updatedAt} now={NOW} />,
    sortValue: (r) => r.updatedAt,
    width: 140,
  },
];

const getRowId = (row: BenchRow) => row.id;
/** The mounted table's filter setter, so the bench can type into it synchronously. */
let setBenchFilter: ((text: string) => void) | null = null;
const rows = makeRows(5000);

/** The table as a screen would hold it: selection in state, a filter box, Enter opens a row. */
function BenchTable() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(['3', '4', '5']));
  const [filter, setFilter] = useState('');
  setBenchFilter = setFilter;
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <p className="bench__bar">
        <input aria-label="Filter rows" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
        <span data-testid="selected-count">{selected.size}</span> selected
        {opened && <span data-testid="opened"> · opened {opened}</span>}
      </p>
      <DataTable
        label="Bench rows"
        rows={rows}
        columns={COLUMNS}
        getRowId={getRowId}
        filterText={filter}
        selected={selected}
        onSelectedChange={setSelected}
        onRowActivate={(row) => setOpened(row.id)}
      />
    </>
  );
}
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const root = createRoot(container);

/** When the last keystroke was typed, and when the rows' DOM last changed (a deferred render commits later). */
let typedAt = 0;
let rowsChangedAt = 0;
const inRows = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('.dt__body') != null;
new MutationObserver((records) => {
  if (records.some((record) => inRows(record.target))) rowsChangedAt = performance.now();
}).observe(container, { childList: true, subtree: true, characterData: true, attributes: true });

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const idle = () => new Promise<void>((done) => requestIdleCallback(() => done()));

/** Driven by scripts/bench-ui.ts through page.evaluate. */
const bench = {
  rowCount: rows.length,
  /** Renders the table synchronously and forces layout; returns milliseconds. */
  mount(): number {
    const t0 = performance.now();
    flushSync(() => {
      root.render(<BenchTable />);
    });
    void document.body.getBoundingClientRect().height;
    return performance.now() - t0;
  },
  /** Sets the filter text as one keystroke would and renders synchronously with layout; returns milliseconds. */
  filter(text: string): number {
    const set = setBenchFilter;
    if (!set) throw new Error('table not mounted');
    const t0 = performance.now();
    typedAt = t0;
    flushSync(() => set(text));
    void document.body.getBoundingClientRect().height;
    return performance.now() - t0;
  },
  /** Resolves once the next frame has been rendered (a task queued from its animation-frame callback runs after it). */
  nextFrame,
  /**
   * Resolves once the page is idle after the last keystroke (any deferred render has committed and is on screen),
   * with the milliseconds from the keystroke to the last change of the rows' DOM (null: they did not change).
   */
  async settle(): Promise<number | null> {
    await nextFrame();
    await idle();
    await nextFrame();
    await idle();
    return rowsChangedAt > typedAt ? rowsChangedAt - typedAt : null;
  },
  /** Rows present in the DOM (virtualisation check). */
  renderedRows(): number {
    return document.querySelectorAll('.dt__body [role="row"]').length;
  },
  /**
   * Scrolls the grid from the top by `step` pixels per animation frame for `frames` frames (or to the
   * end); resolves with the rAF deltas in ms.
   */
  async scroll(step: number, frames: number): Promise<number[]> {
    const el = document.querySelector<HTMLElement>('.dt');
    if (!el) throw new Error('table not mounted');
    el.scrollTop = 0;
    await new Promise((settle) => setTimeout(settle, 200));
    const deltas: number[] = [];
    return new Promise((resolve) => {
      let last: number | null = null;
      let position = 0;
      const end = el.scrollHeight - el.clientHeight;
      const tick = (ts: number) => {
        if (last !== null) deltas.push(ts - last);
        last = ts;
        if (position >= end || deltas.length >= frames) {
          resolve(deltas);
          return;
        }
        position = Math.min(end, position + step);
        el.scrollTop = position;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  },
};

(window as unknown as { __bench: typeof bench }).__bench = bench;
document.documentElement.dataset.ready = 'true';
