import { mutationOptions } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';

/** Spreadsheet formats of an outputs export. */
export type ExportFormat = 'csv' | 'xlsx';

/** What `exports.runOutputs` takes. */
export interface ExportRunOutputsInput {
  collectionId: number;
  runnerId?: number;
  format: ExportFormat;
}

/**
 * Main builds the run's outputs table from its result pages (formula-like cells neutralised) and saves it
 * where the user picks; answers `{path, bytes, rows, runnerId}`.
 */
export function exportRunOutputs(input: ExportRunOutputsInput) {
  return unwrap(desk.exports.runOutputs(input));
}

/** Exports a run's outputs. */
export function exportRunOutputsMutation() {
  return mutationOptions({ mutationFn: exportRunOutputs });
}
