import type { Answers } from './fake-desk.ts';
import { fakeDesk } from './desk-under-test.ts';

/** Main's view of the active profile's service, with a hand on whether it answers. */
export interface ServiceConnection {
  answers: Answers;
  /** The service stops answering: main's next call fails and it says so (`connection.state`). */
  stop(): void;
  /** The service answers again, and main says so. */
  start(): void;
}

/**
 * The connection as main reports it for `profileId`: `connection.status` and `connection.check` answer the
 * state main last saw (a dialog's check while stopped finds it still offline), and each change is also sent
 * as the `connection.state` event main sends when its calls start or stop getting answers.
 */
export function serviceConnection(profileId: string, lastReachedAt = '2026-11-28T07:40:00.000Z'): ServiceConnection {
  let view: { profileId: string; state: 'online' | 'offline'; lastReachedAt: string } = { profileId, state: 'online', lastReachedAt };
  const set = (state: 'online' | 'offline') => {
    view = { profileId, state, lastReachedAt: state === 'online' ? new Date().toISOString() : view.lastReachedAt };
    fakeDesk.emit('connection.state', view);
  };
  return {
    answers: { 'connection.status': () => view, 'connection.check': () => view },
    stop: () => set('offline'),
    start: () => set('online'),
  };
}
