import { randomUUID } from 'node:crypto';
import { createPostgresStore } from '../app/local-copy/postgres/pg-store.ts';
import { startPgCluster } from '../app/local-copy/testing/pg-cluster.ts';
import { syntheticCollection, syntheticRun } from '../app/local-copy/testing/synthetic.ts';
import { benchAsins, benchOutputs } from './bench-kit.ts';
import { pgJson } from '../app/local-copy/postgres/pg-context.ts';
import { createHash } from 'node:crypto';

const cluster = await startPgCluster({});
try {
  const url = new URL(cluster.url); url.password = '';
  const store = createPostgresStore({ settings: { connection: url.toString(), tls: 'disable', password: cluster.password }, source: { baseUrl: 'x', account: 'y' }, deskId: randomUUID(), log: console.error });
  await store.saveCollections([syntheticCollection(1)], 'a');
  await store.saveRuns(1, Array.from({ length: 6 }, (_, i) => syntheticRun(i + 1)), 'a');
  const asins = benchAsins(5000);
  for (let r = 1; r <= 6; r++) {
    let t = performance.now();
    const facts = benchOutputs(asins, r);
    const tFacts = performance.now() - t;
    t = performance.now();
    const json = facts.map((f) => pgJson(f.details));
    const tJson = performance.now() - t;
    t = performance.now();
    json.map((j) => createHash('md5').update(j).digest('hex'));
    const tHash = performance.now() - t;
    t = performance.now();
    await store.archiveRun({ collectionId: 1, runId: r }, [facts]);
    console.log(`run ${r}: facts ${tFacts.toFixed(0)} json ${tJson.toFixed(0)} md5 ${tHash.toFixed(0)} archive ${(performance.now() - t).toFixed(0)} ms`);
  }
  await store.close();
} finally { await cluster.stop(); }
