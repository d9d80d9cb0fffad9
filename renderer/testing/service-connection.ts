import { errResult } from '../../shared/bridge/result.ts';
import type { Answers } from './fake-desk.ts';
import { failingWhile } from './failing-reads.ts';
import { fakeDesk } from './desk-under-test.ts';

/** What main answers a read of the service while it does not answer (transport.ts's words for a refused connection). */
export const UNREACHABLE_MESSAGE =
  'Could not reach the service at http://127.0.0.1:37865 (ECONNREFUSED). Check the network connection and the service address.';

/** Main's view of the active profile's service, with a hand on whether it answers. */
export interface ServiceConnection {
  answers: Answers;
  /** The service stops answering: main's next call fails and it says so (`connection.state`). */
  stop(): void;
  /** The service answers again, and main says so. */
  start(): void;
  /** The service's own answers (never the local copy's), each failing as main's call fails while the service is stopped. */
  live(answers: Answers): Answers;
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
    live: (answers) => failingWhile(answers, () => view.state === 'offline', errResult('network', UNREACHABLE_MESSAGE)),
  };
}
