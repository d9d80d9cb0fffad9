import type { CONNECTION_STATES } from '../../../shared/bridge/events.ts';

/** A connection state of a profile. */
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** What the renderer is told about a profile's connection. */
export interface ConnectionView {
  profileId: string;
  state: ConnectionState | 'unknown';
  message?: string;
  /** When a call last got an answer from the service (ISO), or null when none has since the desk started. */
  lastReachedAt: string | null;
}

/** The connection state a call's outcome shows, or null when it says nothing about the connection. */
export function stateOfOutcome(error: unknown): { state: ConnectionState; message?: string } | null {
  if (error === null) return { state: 'online' };
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  const message = error instanceof Error ? error.message : undefined;
  const withMessage = (state: ConnectionState) => (message === undefined ? { state } : { state, message });
  switch (kind) {
    case 'credential-rejected':
      return withMessage('credential-rejected');
    case 'network':
    case 'timeout':
      return withMessage('offline');
    case 'no-credential':
    case 'keychain-unavailable':
      return withMessage('no-credential');
    case 'service':
    case 'unusable-answer':
      // The service answered (with its own failure, or an answer the desk cannot use): it is reachable and took the credential.
      return { state: 'online' };
    default:
      return null;
  }
}

/** Per-profile connection states; a change of the active profile's state is published. */
export interface ConnectionStates {
  /** Records a call's outcome (null = success) for a profile. */
  note(profileId: string, error: unknown): void;
  view(profileId: string): ConnectionView;
  /** Publishes the profile's known state (after a switch); false when nothing is known yet. */
  announce(profileId: string): boolean;
  forget(profileId: string): void;
}

/** Keeps connection states and calls `publish` when the active profile's one changes. */
export function createConnectionStates(options: {
  activeId: () => string;
  publish: (view: ConnectionView & { state: ConnectionState }) => void;
  now?: () => Date;
}): ConnectionStates {
  const states = new Map<string, { state: ConnectionState; message?: string }>();
  // Kept apart from the state: it moves with every answer, while the state (and its event) moves only on a change.
  const reached = new Map<string, string>();
  const now = options.now ?? (() => new Date());
  const viewOf = (profileId: string, s: { state: ConnectionState; message?: string }) => ({
    profileId,
    state: s.state,
    ...(s.message === undefined ? {} : { message: s.message }),
    lastReachedAt: reached.get(profileId) ?? null,
  });
  return {
    note(profileId, error) {
      const next = stateOfOutcome(error);
      if (next === null) return;
      // Any answer of the service counts as reaching it, a refused credential included.
      if (next.state === 'online' || next.state === 'credential-rejected') reached.set(profileId, now().toISOString());
      const before = states.get(profileId);
      states.set(profileId, next);
      const changed = before?.state !== next.state || before.message !== next.message;
      if (changed && profileId === options.activeId()) options.publish(viewOf(profileId, next));
    },
    view(profileId) {
      const s = states.get(profileId);
      return s ? viewOf(profileId, s) : { profileId, state: 'unknown', lastReachedAt: null };
    },
    announce(profileId) {
      const s = states.get(profileId);
      if (s) options.publish(viewOf(profileId, s));
      return s !== undefined;
    },
    forget(profileId) {
      states.delete(profileId);
      reached.delete(profileId);
    },
  };
}
