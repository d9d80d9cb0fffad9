import { Button } from '../../../components/button.tsx';
import { pluralize } from '../../../lib/format.ts';
import { useCollectionsUi } from '../stores/collections-ui-store.ts';
import { formatCount } from '../../../../shared/format/numbers.ts';

/** Props of SelectionBar. */
export interface SelectionBarProps {
  /** How many of the selected are on the page shown. */
  onPage: number;
}

/** The bar over the table while collections are selected: count, clear, delete selected. */
export function SelectionBar({ onPage }: SelectionBarProps) {
  const selected = useCollectionsUi((s) => s.selected);
  const running = useCollectionsUi((s) => s.batch?.phase === 'running');
  if (selected.size === 0) return null;
  const elsewhere = selected.size - onPage;
  return (
    <div className="cl-selection" role="region" aria-label="Selection">
      <span className="cl-selection__count" aria-live="polite">
        <strong>{pluralize(selected.size, 'collection')}</strong> selected
        {elsewhere > 0 && <span className="muted"> ({formatElsewhere(elsewhere)})</span>}
      </span>
      <Button size="sm" variant="ghost" onClick={() => useCollectionsUi.getState().setSelected(new Set())}>
        Clear selection
      </Button>
      <span className="spacer" />
      <Button
        size="sm"
        variant="danger"
        disabled={running}
        onClick={() =>
          useCollectionsUi.getState().setBatch({
            ids: [...selected].map(Number),
            phase: 'confirm',
            progress: { sent: 0, done: 0, total: selected.size },
            cancelRequested: false,
            error: null,
            remaining: [],
          })
        }
      >
        Delete selected
      </Button>
    </div>
  );
}

function formatElsewhere(count: number): string {
  return `${formatCount(count)} on other pages`;
}
