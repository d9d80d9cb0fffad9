import type { z } from 'zod';
import type { bridgeEvents } from '../../../../shared/bridge/events.ts';
import type { OpenTarget } from '../../../../shared/bridge/open-target.ts';
import { matchedText } from '../../../../shared/watch/watch-rules.ts';
import type { DeskNotification } from '../../desk-notification.ts';
import type { RunMatches } from '../copy-model.ts';

/** The title of every "watch rules matched" notice. */
const MATCHED_TITLE = 'Watch rules matched';

/**
 * How a run that matched is told: the `inbox.matched` event and one native notification, both saying
 * "12 prices down ≥ 10%, 3 out of stock · Office weekly" and opening the inbox filtered to that run.
 */
export function watchNotice(profileId: string, found: RunMatches): { event: z.input<(typeof bridgeEvents)['inbox.matched']>; notification: DeskNotification } {
  const target: OpenTarget = { kind: 'changes', collectionId: found.collectionId, runId: found.runId };
  const body = matchedText(found.counts, found.collectionName);
  return {
    event: { profileId, collectionId: found.collectionId, runId: found.runId, matches: found.total, title: MATCHED_TITLE, body, target },
    notification: { kind: 'watchMatched', title: MATCHED_TITLE, body, target },
  };
}
