import { startImportWorker } from './worker-client.ts';
import type { ImportWorkerClient } from './worker-client.ts';

let instance: ImportWorkerClient | null = null;

/** The app's one import worker, started on first use and kept while the app runs (imports go on off-screen). */
export function importWorker(): ImportWorkerClient {
  instance ??= startImportWorker();
  return instance;
}
