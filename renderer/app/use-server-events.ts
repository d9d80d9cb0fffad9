import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { desk } from '../lib/desk.ts';
import { subscribeServerEvents } from './server-events.ts';

/** Keeps the one subscription to main's events for as long as the app is mounted. */
export function useServerEvents(): void {
  const client = useQueryClient();
  useEffect(() => subscribeServerEvents(desk.on.bind(desk), client), [client]);
}
