import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Desk } from '../../shared/bridge/desk-api.ts';
import { creditsChanged, runChanged } from '../data/changes.ts';
import { applyConnectionEvent } from '../data/connection.ts';
import { applyRunProgressEvent } from '../data/runs.ts';
import { applyScrapeProgress } from '../data/scrapes.ts';
import { applyPostcodeStatus } from '../data/zipcodes.ts';
import { desk } from '../lib/desk.ts';

/**
 * The one subscription to main's events for the whole renderer: each event is mapped to the data layer's
 * keys, so every mounted screen showing what it changed updates at once and the others re-read when they
 * next open. Screens never subscribe to these for data themselves.
 */
export function subscribeServerEvents(on: Desk['on'], client: QueryClient): () => void {
  const offs = [
    on('credits.changed', () => void creditsChanged(client)),
    on('postcode.status', (event) => applyPostcodeStatus(client, event)),
    on('run.progress', (event) => applyRunProgressEvent(client, event)),
    on('run.finished', (event) => void runChanged(client, event.collectionId)),
    on('scrape.progress', (event) => applyScrapeProgress(client, event)),
    on('connection.state', (event) => applyConnectionEvent(client, event)),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** Keeps the subscription for as long as the app is mounted. */
export function useServerEvents(): void {
  const client = useQueryClient();
  useEffect(() => subscribeServerEvents(desk.on.bind(desk), client), [client]);
}
