import { join } from 'node:path';
import { z } from 'zod';
import { CA_FILE_PATH_MAX, TLS_MODES } from '../../../shared/bridge/team-copy.ts';
import { readJsonFile, writeFileAtomic } from '../fs/atomic-write.ts';

/** The file naming each profile whose copy lives in a team copy (no password: that is in the OS keychain). */
export const COPY_STORES_FILE = 'copy-stores.json';

const teamCopySchema = z
  .object({
    kind: z.literal('postgres'),
    /** `postgres://user@host:port/database`, checked. */
    connection: z.string(),
    // Earlier versions also wrote `require` (encrypt without checking): it is read as `verify-full`, never obeyed.
    tls: z.enum([...TLS_MODES, 'require']),
    /** The PEM file of CA certificates trusted beside the computer's store (read afresh at each connect), or null. */
    caFile: z.string().min(1).max(CA_FILE_PATH_MAX).nullable().default(null),
    /** Saved as `require` by an earlier version and now verified: Settings says so until the user saves again. */
    tlsUpgraded: z.boolean().default(false),
    /** The service account the copy belongs to, read from the service when the team copy was chosen. */
    source: z.object({ baseUrl: z.string(), account: z.string() }),
  })
  .transform((config) => ({
    ...config,
    tls: config.tls === 'require' ? ('verify-full' as const) : config.tls,
    tlsUpgraded: config.tlsUpgraded || config.tls === 'require',
  }));
/** One profile's team copy. */
export type TeamCopyConfig = z.output<typeof teamCopySchema>;

const fileSchema = z.object({ version: z.literal(1), profiles: z.record(z.string(), teamCopySchema) });

/** Which profiles keep their copy in a team copy; the others keep it on this machine (the default). */
export interface CopyStoreConfigs {
  get(profileId: string): Promise<TeamCopyConfig | null>;
  /** Sets (or with null clears) a profile's team copy; saved atomically before it resolves. */
  set(profileId: string, config: TeamCopyConfig | null): Promise<void>;
  /** Forgets the team copies of profiles that no longer exist. */
  prune(profileIds: ReadonlySet<string>): Promise<void>;
}

/** The configs in `<data dir>/copy-stores.json`, read on first use; a corrupt file is moved aside (every copy embedded). */
export function copyStoreConfigs(dataDir: string, log: (line: string) => void): CopyStoreConfigs {
  const file = join(dataDir, COPY_STORES_FILE);
  let state: Promise<z.output<typeof fileSchema>> | null = null;
  const load = () =>
    (state ??= readJsonFile(
      file,
      fileSchema,
      { version: 1, profiles: {} },
      { onCorrupt: ({ movedTo, reason }) => log(`local copy: ${file} ${reason}; moved to ${movedTo}`) },
    ));
  let queue: Promise<unknown> = Promise.resolve();
  /** Changes the file, one change after another, each on the one saved before. */
  const change = (edit: (profiles: Record<string, TeamCopyConfig>) => boolean): Promise<void> => {
    const run = queue
      .catch(() => undefined)
      .then(async () => {
        const profiles = { ...(await load()).profiles };
        if (!edit(profiles)) return;
        const next = { version: 1 as const, profiles };
        await writeFileAtomic(file, `${JSON.stringify(next, null, 2)}\n`);
        state = Promise.resolve(next);
      });
    queue = run;
    return run;
  };
  return {
    get: async (profileId) => (await load()).profiles[profileId] ?? null,
    set: (profileId, config) =>
      change((profiles) => {
        if (config === null) delete profiles[profileId];
        else profiles[profileId] = config;
        return true;
      }),
    prune: (profileIds) =>
      change((profiles) => {
        const gone = Object.keys(profiles).filter((id) => !profileIds.has(id));
        for (const id of gone) delete profiles[id];
        return gone.length > 0;
      }),
  };
}
