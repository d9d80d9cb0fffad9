import type { LocalCopyProfile } from '../../shared/bridge/methods/local-copy.ts';
import { errResult } from '../../shared/bridge/result.ts';
import type { Answers } from './fake-desk.ts';

/** The Sandbox profile's copy on this machine, as main reports it (override any fact). */
export function sandboxCopy(fields: Partial<LocalCopyProfile> = {}): LocalCopyProfile {
  return {
    profileId: 'sandbox',
    bytes: 2_457_600,
    asOf: '2026-11-28T05:00:00.000Z',
    online: true,
    collections: 4,
    runs: 9,
    outputs: 120,
    retentionDays: null,
    store: { kind: 'embedded' },
    ...fields,
  };
}

/**
 * Each profile's local copy as main keeps it for one test: the retention chosen is kept (a remount reads it
 * back, as main's copy outlives a reload), an unknown profile is refused as main's router refuses it.
 */
export function localCopyStatus(profiles: LocalCopyProfile[] = [sandboxCopy()]): { answers: Answers; profiles: LocalCopyProfile[] } {
  const find = (profileId: string) => profiles.find((p) => p.profileId === profileId);
  return {
    profiles,
    answers: {
      'localCopy.status': () => ({ profiles }),
      'localCopy.setRetention': ({ profileId, days }) => {
        const copy = find(profileId);
        if (!copy) return errResult('invalid-input', `No profile ${profileId}.`);
        copy.retentionDays = days;
        return copy;
      },
    },
  };
}
