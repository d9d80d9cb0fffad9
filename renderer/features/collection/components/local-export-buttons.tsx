import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { exportLocalViewMutation } from '../../../data/local-copy.ts';
import type { LocalView } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useSavedFileNotice } from '../../../components/use-saved-file-notice.ts';

/** "CSV" and "XLSX" buttons that export one view of the local copy, typed (numbers and dates as such); `view` may be read at the click. */
export function LocalExportButtons({ collectionId, view, what }: { collectionId: number; view: LocalView | (() => LocalView); what: string }) {
  const exporter = useMutation(exportLocalViewMutation());
  const saved = useSavedFileNotice();
  const exportAs = (format: 'csv' | 'xlsx') =>
    exporter.mutate(
      { collectionId, view: typeof view === 'function' ? view() : view, format },
      {
        onSuccess: (file) => saved(`Exported ${formatNumber(file.rows)} rows of ${what}`, file.path),
        onError: (error) => {
          const failure = asBridgeError(error);
          if (failure.kind !== 'cancelled') toast.error(`${what[0]?.toUpperCase() ?? ''}${what.slice(1)} was not exported`, { message: failure.message });
        },
      },
    );
  const busy = (format: 'csv' | 'xlsx') => exporter.isPending && exporter.variables.format === format;
  return (
    <span className="local-export" role="group" aria-label={`Export ${what}`}>
      <Button size="sm" onClick={() => exportAs('csv')} loading={busy('csv')}>
        Export CSV
      </Button>
      <Button size="sm" onClick={() => exportAs('xlsx')} loading={busy('xlsx')}>
        Export XLSX
      </Button>
    </span>
  );
}
