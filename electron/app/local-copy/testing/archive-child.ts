// A child process for the crash-loop test: one archive pass over a local copy, as a desk's start-up pass makes it.
import { createServiceClient } from '../../service/service-client.ts';
import { openLocalDb } from '../sqlite/local-db.ts';
import { archivePending } from '../sync/local-sync.ts';
import { createSqliteStore } from '../sqlite/sqlite-store.ts';

const [file, baseUrl] = process.argv.slice(2);
if (!file || !baseUrl) throw new Error('usage: archive-child.ts <db file> <service url>');
const client = createServiceClient({ baseUrl, credential: async () => ({ kind: 'apiKey', value: 'pfx.stub-secret' }) });
await archivePending({ store: createSqliteStore(openLocalDb(file), file), client, changed: () => {}, log: () => {} });
