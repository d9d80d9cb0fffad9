import { mutationOptions, useMutation } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { hasBridgeMethod } from './bridge-capability.ts';

/** Bridge method this operation calls (main's exports area). */
export const EXPORT_RUN_OUTPUTS_METHOD = 'exports.runOutputs';

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

/** The export mutation and whether this desk can export at all. */
export function useExportRunOutputs() {
  return { available: hasBridgeMethod(EXPORT_RUN_OUTPUTS_METHOD), mutation: useMutation(exportRunOutputsMutation()) };
}
