import { describe, expect, it } from 'vitest';
import { ServiceError } from '../service/service-error.ts';
import { createConnectionStates, stateOfOutcome } from './connection-state.ts';
import { DeskError } from './desk-error.ts';

describe('stateOfOutcome', () => {
  it('maps call outcomes to connection states', () => {
    expect(stateOfOutcome(null)).toEqual({ state: 'online' });
    expect(stateOfOutcome(new ServiceError('credential-rejected', 'Authentication failed.'))).toEqual({
      state: 'credential-rejected',
      message: 'Authentication failed.',
    });
    expect(stateOfOutcome(new ServiceError('network', 'No network.'))).toMatchObject({ state: 'offline' });
    expect(stateOfOutcome(new ServiceError('timeout', 'Slow.'))).toMatchObject({ state: 'offline' });
    expect(stateOfOutcome(new ServiceError('no-credential', 'None.'))).toMatchObject({ state: 'no-credential' });
    expect(stateOfOutcome(new DeskError('keychain-unavailable', 'Locked.'))).toMatchObject({ state: 'no-credential' });
    expect(stateOfOutcome(new ServiceError('service', 'Collection not found.', { code: 404 }))).toEqual({ state: 'online' });
    // An answer the desk could not use still came from the service: it is reachable.
    expect(stateOfOutcome(new ServiceError('unusable-answer', 'Its field id is not what the desk needs.'))).toEqual({ state: 'online' });
    expect(stateOfOutcome(new ServiceError('invalid-input', 'Not sent.'))).toBeNull();
    expect(stateOfOutcome(new Error('boom'))).toBeNull();
  });
});

describe('connection states', () => {
  it('publishes changes of the active profile only, and announces a known state on demand', () => {
    let active = 'a';
    const published: unknown[] = [];
    const at = new Date('2026-03-03T10:42:00.000Z');
    const states = createConnectionStates({ activeId: () => active, publish: (v) => published.push(v), now: () => at });
    states.note('a', null);
    states.note('a', null);
    states.note('b', new ServiceError('network', 'Down.'));
    expect(published).toEqual([{ profileId: 'a', state: 'online', lastReachedAt: at.toISOString() }]);
    active = 'b';
    expect(states.announce('b')).toBe(true);
    expect(states.announce('c')).toBe(false);
    expect(published.at(-1)).toEqual({ profileId: 'b', state: 'offline', message: 'Down.', lastReachedAt: null });
    expect(states.view('c')).toEqual({ profileId: 'c', state: 'unknown', lastReachedAt: null });
    states.forget('b');
    expect(states.view('b').state).toBe('unknown');
  });

  it('keeps when the service last answered: every answer moves it, a failure to reach it does not', () => {
    let clock = Date.parse('2026-03-03T10:00:00.000Z');
    const published: { state: string; lastReachedAt: string | null }[] = [];
    const states = createConnectionStates({ activeId: () => 'a', publish: (v) => published.push(v), now: () => new Date(clock) });
    states.note('a', null);
    clock += 60_000;
    // The service's own refusal is an answer: it was reached.
    states.note('a', new ServiceError('service', 'Collection not found.', { code: 404 }));
    expect(states.view('a').lastReachedAt).toBe('2026-03-03T10:01:00.000Z');
    clock += 60_000;
    states.note('a', new ServiceError('timeout', 'Slow.'));
    // The offline event carries the last time the service answered, not the time of the failure.
    expect(published.at(-1)).toEqual({ profileId: 'a', state: 'offline', message: 'Slow.', lastReachedAt: '2026-03-03T10:01:00.000Z' });
    clock += 60_000;
    states.note('a', new ServiceError('credential-rejected', 'Authentication failed.'));
    expect(states.view('a').lastReachedAt).toBe('2026-03-03T10:03:00.000Z');
    states.forget('a');
    expect(states.view('a').lastReachedAt).toBeNull();
  });
});
