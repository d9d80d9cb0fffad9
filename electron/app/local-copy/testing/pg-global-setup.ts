// vitest global setup of the `postgres` project: one throwaway cluster for every PostgreSQL test file of the
// run (each file makes its own database in it, see pg-database.ts), stopped and removed at the end.
import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's superuser URL. */
    pgAdminUrl: string;
  }
}

/** Starts the cluster and hands its URL to the test files; the returned function stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPgCluster({ fast: true });
  project.provide('pgAdminUrl', cluster.url);
  return () => cluster.stop();
}
