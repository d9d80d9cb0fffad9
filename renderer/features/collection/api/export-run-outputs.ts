import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { looseMethod, useCapability } from './bridge-capability.ts';

/** Bridge method this adapter calls (added by main's exports area). */
export const EXPORT_RUN_OUTPUTS_METHOD = 'exports.runOutputs';

/** Spreadsheet formats of an outputs export. */
export type ExportFormat = 'csv' | 'xlsx';

/** What `exports.runOutputs` takes. */
export interface ExportRunOutputsInput {
  collectionId: number;
  runnerId?: number;
  format: ExportFormat;
}

/** What main wrote. */
export interface ExportedFile {
  path: string;
  bytes: number;
  rows: number;
  runnerId: number;
}

/**
 * Adapter for `exports.runOutputs({collectionId, runnerId?, format})`: main builds the run's outputs table
 * from its result pages (formula-like cells neutralised) and saves it where the user picks.
 */
export async function exportRunOutputs(input: ExportRunOutputsInput): Promise<ExportedFile> {
  const method = looseMethod(EXPORT_RUN_OUTPUTS_METHOD);
  if (!method) throw new Error('This version of Collection Desk cannot export outputs yet.');
  return (await unwrap(method(input))) as ExportedFile;
}

/** Exports a run's outputs. */
export function exportRunOutputsMutation() {
  return mutationOptions({ mutationFn: exportRunOutputs });
}

/** The export mutation and whether the desk can export at all. */
export function useExportRunOutputs() {
  return { available: useCapability(EXPORT_RUN_OUTPUTS_METHOD), mutation: useMutation(exportRunOutputsMutation()) };
}
