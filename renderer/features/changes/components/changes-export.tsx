import { useMutation } from '@tanstack/react-query';
import type { InboxFilter } from '../../../../shared/bridge/methods/inbox.ts';
import { Button } from '../../../components/button.tsx';
import { exportChangesMutation } from '../../../data/inbox.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useSavedFileNotice } from '../../../components/use-saved-file-notice.ts';

/** "Export CSV" and "Export XLSX" of the inbox as filtered (every match, typed: prices as numbers, dates as dates). */
export function ChangesExport({ filter, disabled }: { filter: InboxFilter; disabled: boolean }) {
  const exporter = useMutation(exportChangesMutation());
  const saved = useSavedFileNotice();
  const exportAs = (format: 'csv' | 'xlsx') =>
    exporter.mutate(
      { filter, format },
      {
        onSuccess: (file) => saved(`Exported ${pluralize(file.rows, 'change')}`, file.path),
        onError: (error) => {
          const failure = asBridgeError(error);
          if (failure.kind !== 'cancelled') toast.error('The changes were not exported', { message: failure.message });
        },
      },
    );
  const busy = (format: 'csv' | 'xlsx') => exporter.isPending && exporter.variables.format === format;
  return (
    <span className="changes-export" role="group" aria-label="Export the changes">
      <Button size="sm" onClick={() => exportAs('csv')} loading={busy('csv')} disabled={disabled}>
        Export CSV
      </Button>
      <Button size="sm" onClick={() => exportAs('xlsx')} loading={busy('xlsx')} disabled={disabled}>
        Export XLSX
      </Button>
    </span>
  );
}
