import type { QueryClient } from '@tanstack/react-query';
import type { Desk } from '../../shared/bridge/desk-api.ts';
import { creditsChanged, runChanged } from '../data/changes.ts';
import { applyConnectionEvent } from '../data/connection-cache.ts';
import { createCopyChangeBatch, type CopyChangeTiming } from '../data/copy-change-batch.ts';
import { applyMoveProgress, applySyncStatus } from '../data/local-copy-cache.ts';
import { inboxChanged } from '../data/inbox-cache.ts';
import { applyRunFinishedEvent, applyRunProgressEvent } from '../data/run-cache.ts';
import { applyScrapeProgress } from '../data/scrape-cache.ts';
import { applyUpdateStatus } from '../data/updates-cache.ts';
import { applyPostcodeStatus } from '../data/zipcode-cache.ts';

/**
 * The one subscription to main's events for the whole renderer: each event is mapped to the data layer's
 * keys, so every mounted screen showing what it changed updates at once and the others re-read when they
 * next open. Screens never subscribe to these for data themselves.
 */
export function subscribeServerEvents(on: Desk['on'], client: QueryClient, timing?: Partial<CopyChangeTiming>): () => void {
  // A burst of copy changes (a sync pass, another desk of a team copy) re-reads each view once, at most once a second.
  const copyChanges = createCopyChangeBatch(client, timing);
  const offs = [
    on('credits.changed', () => void creditsChanged(client)),
    on('postcode.status', (event) => applyPostcodeStatus(client, event)),
    on('run.progress', (event) => applyRunProgressEvent(client, event)),
    on('run.finished', (event) => {
      applyRunFinishedEvent(client, event);
      void runChanged(client, event.collectionId);
    }),
    on('scrape.progress', (event) => applyScrapeProgress(client, event)),
    on('connection.state', (event) => applyConnectionEvent(client, event)),
    on('localCopy.changed', (event) => copyChanges.add(event)),
    on('sync.status', (status) => applySyncStatus(client, status)),
    on('copyStore.progress', (event) => applyMoveProgress(client, event)),
    on('inbox.matched', () => void inboxChanged(client)),
    on('updates.status', (status) => applyUpdateStatus(client, status)),
  ];
  return () => {
    for (const off of offs) off();
    copyChanges.dispose();
  };
}
