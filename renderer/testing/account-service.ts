import { maskApiKey as mask } from '../../shared/bridge/api-key-mask.ts';
import type { LocalRun } from '../../shared/bridge/methods/local-copy.ts';
import { collectionRecord } from './collection-service.ts';
import type { Answers } from './fake-desk.ts';

const at = '2026-11-28T05:37:37.084Z';

/** The account of one test, kept as the service and main keep it. */
export interface AccountService {
  answers: Answers;
  /** The API key as the service holds it now (it changes on each rotation). */
  key(): string;
}

/** A finished item run as the local copy keeps it: `processed` items done (one credit each) at `finishedAt`. */
export function finishedRun(runId: number, finishedAt: Date, processed: number): LocalRun {
  const at = finishedAt.toISOString();
  return {
    runId,
    kind: 'items',
    stage: 'done',
    createdAt: at,
    finishedAt: at,
    itemCount: processed,
    processedCount: processed,
    failedCount: 0,
    archive: 'archived',
    reason: null,
    outputCount: processed,
    files: { pages: [], allPages: '' },
  };
}

/**
 * The local copy holding only these runs, by collection id (what the Account's credits used per day read); its
 * own answers, so a test that reads collections from another fake keeps them.
 */
export function mirroredRuns(runsByCollection: Readonly<Record<number, readonly LocalRun[]>>): Answers {
  return {
    'localCopy.collections': () => ({ collections: Object.keys(runsByCollection).map((id) => collectionRecord(Number(id), `Collection ${id}`)) }),
    'localCopy.runs': ({ collectionId }) => ({ collectionId, runs: [...(runsByCollection[collectionId] ?? [])] }),
  };
}

/**
 * The Sandbox's seeded account as the service answers it: the e-mail flags kept as the service keeps them,
 * and a rotation that swaps the key (main signs in first when it holds no session, as `credentials.rotate` needs).
 */
export function accountService(): AccountService {
  const flags = { system_emails: true, update_emails: true, notification_emails: true };
  let key = 'cd7e47fe6f0a.GhXljdwqIsJCWlxWCIEDPNqLbNqCOo3M';
  let rotations = 0;
  const details = () => ({ id: 1, user: 1, ...flags, timezone: 'Australia/Sydney', created_at: at, updated_at: at, api_key_masked: mask(key) });
  return {
    key: () => key,
    answers: {
      'accounts.accountDetails': details,
      'accounts.profileUpdate': (input) => {
        Object.assign(flags, input);
        return details();
      },
      'accounts.profile': { id: 1, name: 'Sandbox Analyst 1', email: 'analyst1@sandbox.test', created_at: at, updated_at: at },
      'accounts.payments': {
        total: 1,
        items: [{ id: 1, amount_cents: 4900, currency: 'AUD', status: 'paid', description: 'Sandbox credit pack (1,000 credits)', created_at: at }],
      },
      'credentials.revealApiKey': () => ({ apiKey: key }),
      'credentials.copyApiKey': () => ({ copied: false, apiKey: key }),
      'credentials.rotate': ({ profileId }) => {
        rotations += 1;
        key = `${String(rotations).padStart(2, '0')}f1e2d3c4b5.NewKeyAfterRotation${rotations}xxxxxxxxxxxxx`;
        const status = { profileId: profileId ?? 'sandbox', hasApiKey: true, hasSession: true, storage: 'keychain' as const, pendingRotation: false };
        return { apiKeyMasked: mask(key), status };
      },
    },
  };
}
