import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { desk } from '../lib/desk.ts';

/**
 * Keeps the one subscription to main's events for as long as the app is mounted. The mapping is loaded
 * after the first paint (it touches every area's cache, which drawing the first screen does not need);
 * an event in those few milliseconds is not lost news, since every screen reads its data when it mounts.
 */
export function useServerEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    void import('./server-events.ts').then(({ subscribeServerEvents }) => {
      if (!unmounted) unsubscribe = subscribeServerEvents(desk.on.bind(desk), client);
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, [client]);
}
