import type { DatabaseSync } from 'node:sqlite';
import { serviceContract } from '../../../shared/api/contract.ts';
import type { LocalCopyProfile } from '../../../shared/bridge/methods/local-copy.ts';
import type { TeamCopySettings } from '../../../shared/bridge/team-copy.ts';
import { rememberSecret } from '../bridge/redact.ts';
import type { Connection } from '../connection/connection.ts';
import { DeskError } from '../connection/desk-error.ts';
import { translated } from '../credentials/store-errors.ts';
import type { ProfileStore } from '../profiles/profile-store.ts';
import { teamCopyPasswordAccount, type SecretStore } from '../secrets/secret-store.ts';
import type { CopyStoreConfigs, TeamCopyConfig } from './copy-store-config.ts';
import { removeLocalCopyFiles } from './sqlite/local-db.ts';
import { connectionParts, probePg, type PgSettings } from './postgres/pg-connection.ts';
import { moveIntoTeamCopy } from './postgres/pg-move.ts';
import { readCaFile } from './postgres/pg-tls.ts';
import { PG_SCHEMA_VERSION } from './postgres/pg-schema.ts';
import { createPostgresStore } from './postgres/pg-store.ts';

/** Where a profile's copy lives: a team copy's server tested, the copy moved into it, or back to this machine. */
export interface TeamCopyControl {
  /** Connects as the team copy would and says what it found. */
  test(profileId: string, settings: TeamCopySettings): Promise<{ server: string; schemaVersion: number; desksVersion: number }>;
  /** Keeps the profile's copy in PostgreSQL from now on, moving the copy on this machine in first. */
  usePostgres(profileId: string, settings: TeamCopySettings): Promise<LocalCopyProfile>;
  /** Keeps the profile's copy on this machine again (rebuilt from the service; the team copy is left as it is). */
  useEmbedded(profileId: string): Promise<LocalCopyProfile>;
}

/** What the control works with (the local copy's own parts). */
export interface TeamCopyDeps {
  connection: Connection;
  profiles: ProfileStore;
  secrets: SecretStore;
  configs: CopyStoreConfigs;
  /** The local copy's one-at-a-time runner: nothing syncs into a copy while it moves. */
  serial: <T>(key: string, job: () => Promise<T>) => Promise<T>;
  dataDir: string;
  deskId: string;
  log: (line: string) => void;
  publishProgress: (profileId: string, done: number, total: number) => void;
  /** Closes the profile's open store so the next use opens where it now lives, and starts its sync over. */
  switched: (profileId: string) => Promise<LocalCopyProfile>;
  /** Closes the profile's open store and opens its embedded copy's file for the move (null: there is none). */
  embeddedDb: (profileId: string) => Promise<{ db: DatabaseSync; file: string } | null>;
}

/** The certificates of a CA file the user gave, or an `invalid-input` error saying what is wrong with it. */
export function checkedCaFile(path: string): string[] {
  try {
    return readCaFile(path);
  } catch (error) {
    throw new DeskError('invalid-input', error instanceof Error ? error.message : String(error));
  }
}

/** Builds the Settings side of team copies. */
export function createTeamCopyControl(deps: TeamCopyDeps): TeamCopyControl {
  const { secrets, configs } = deps;

  /** The profile, if it may keep a team copy (the built-in Sandbox is this machine's alone). */
  const teamProfile = async (profileId: string) => {
    const profile = await translated(() => deps.profiles.get(profileId));
    if (profile.builtIn) {
      throw new DeskError('invalid-input', 'The Sandbox’s copy stays on this machine: a team copy is for a profile of your service.');
    }
    return profile;
  };

  /** The settings with their CA file checked and their password: the one typed, else the one in the keychain. */
  const withPassword = async (profileId: string, settings: TeamCopySettings): Promise<PgSettings> => {
    const { connection, tls } = settings;
    connectionParts({ connection, tls });
    // A CA file matters only when the server is verified; with TLS off it is neither checked nor kept.
    const caFile = tls === 'verify-full' && settings.caFile?.trim() ? settings.caFile.trim() : null;
    if (caFile !== null) checkedCaFile(caFile);
    const typed = settings.password !== undefined && settings.password !== '' ? settings.password : null;
    // A password typed to test is masked in the log like a saved one, wherever it might turn up.
    if (typed !== null) rememberSecret(`team-copy:${profileId}`, typed);
    return { connection, tls, caFile, password: typed ?? (await secrets.get(teamCopyPasswordAccount(profileId))) };
  };

  return {
    async test(profileId, settings) {
      await teamProfile(profileId);
      // The login's powers and the schema's version are checked there: a copy not set up for this version is refused.
      const found = await probePg(await withPassword(profileId, settings));
      return { ...found, desksVersion: PG_SCHEMA_VERSION };
    },

    async usePostgres(profileId, settings) {
      const profile = await teamProfile(profileId);
      const pgSettings = await withPassword(profileId, settings);
      const connection = connectionParts(pgSettings).text;
      await probePg(pgSettings);
      // The copy belongs to the service account: the desks of a team on one account share it.
      let account: string;
      try {
        const details = await (await deps.connection.clientFor(profileId)).call(serviceContract.accounts.accountDetails, {});
        account = String(details.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeskError('network', `The service must answer once to set up the team copy (it says which account the copy is for): ${reason}`);
      }
      const config: TeamCopyConfig = {
        kind: 'postgres',
        connection,
        tls: pgSettings.tls,
        caFile: pgSettings.caFile ?? null,
        tlsUpgraded: false,
        source: { baseUrl: profile.baseUrl, account },
      };
      return deps.serial(`team-copy:${profileId}`, async () => {
        if (pgSettings.password !== null) await secrets.set(teamCopyPasswordAccount(profileId), pgSettings.password);
        const store = createPostgresStore({ settings: pgSettings, source: config.source, deskId: deps.deskId, log: deps.log });
        const embedded = (await configs.get(profileId)) === null ? await deps.embeddedDb(profileId) : null;
        try {
          await store.facts(); // connects, checks the login and the schema, and registers the account before anything moves
          if (embedded) await moveIntoTeamCopy(embedded.db, store, (done, total) => deps.publishProgress(profileId, done, total));
        } finally {
          embedded?.db.close();
          await store.close();
        }
        await configs.set(profileId, config);
        const status = await deps.switched(profileId);
        if (embedded) removeLocalCopyFiles(embedded.file);
        deps.log(`local copy: ${profile.name}’s copy now lives in the team copy at ${connection}`);
        return status;
      });
    },

    async useEmbedded(profileId) {
      await translated(() => deps.profiles.get(profileId));
      return deps.serial(`team-copy:${profileId}`, async () => {
        if ((await configs.get(profileId)) !== null) {
          await configs.set(profileId, null);
          await secrets.delete(teamCopyPasswordAccount(profileId)).catch(() => undefined);
        }
        return deps.switched(profileId);
      });
    },
  };
}
