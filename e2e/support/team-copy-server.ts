import { setupTeamCopy } from '../../electron/app/local-copy/postgres/pg-setup.ts';
import { startPgCluster, type PgCluster } from '../../electron/app/local-copy/testing/pg-cluster.ts';

/** A throwaway PostgreSQL cluster set up as an administrator would, and the desk role's login for the desks. */
export interface TeamCopyServer {
  cluster: PgCluster;
  /** The team copy's settings as a desk gives them: the desk role (never the cluster's superuser), TLS off on loopback. */
  settings: { connection: string; tls: 'disable'; password: string };
}

/** Starts a cluster of the spec's own and runs the administrator's setup on it (`npm run team:setup`). */
export async function startTeamCopyServer(): Promise<TeamCopyServer> {
  const cluster = await startPgCluster({ fast: true });
  const done = await setupTeamCopy({ connection: `postgres://desk@127.0.0.1:${cluster.port}/postgres`, tls: 'disable', password: cluster.password });
  const password = done.passwords.desk;
  if (password === undefined) throw new Error('the setup made no desk role');
  return { cluster, settings: { connection: `postgres://${done.roles.desk}@127.0.0.1:${cluster.port}/postgres`, tls: 'disable', password } };
}
