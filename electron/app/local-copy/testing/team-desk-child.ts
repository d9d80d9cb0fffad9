// A desk process for the two-desks test: connects to the team copy and says `ready`, then, once told to go on
// stdin, syncs one collection of a service into it as a desk's sync engine does (items, runs, then every
// finished run's outputs). Prints `archived <n>` (runs this desk archived) when done.
import { randomUUID } from 'node:crypto';
import { createServiceClient } from '../../service/service-client.ts';
import { archivePending, syncCollection } from '../sync/local-sync.ts';
import { createPostgresStore } from '../postgres/pg-store.ts';

const [connection, password, account, baseUrl, apiKey, collectionId] = process.argv.slice(2);
if (!connection || password === undefined || !account || !baseUrl || !apiKey || !collectionId) {
  throw new Error('usage: team-desk-child.ts <connection> <password> <account> <service url> <api key> <collection id>');
}
const store = createPostgresStore({ settings: { connection, tls: 'disable', password }, source: { baseUrl, account }, deskId: randomUUID(), log: () => {} });
const client = createServiceClient({ baseUrl, credential: async () => ({ kind: 'apiKey', value: apiKey }) });
await store.facts();
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
let archived = 0;
const counting = {
  ...store,
  archiveRun: (...args: Parameters<typeof store.archiveRun>) => {
    archived += 1;
    return store.archiveRun(...args);
  },
};
const target = { store: counting, client, changed: () => {}, log: (line: string) => console.error(line) };
await syncCollection(target, Number(collectionId), { items: true, runs: true });
await archivePending(target);
await store.close();
process.stdout.write(`archived ${archived}\n`);
