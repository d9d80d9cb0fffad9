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
    const states = createConnectionStates({ activeId: () => active, publish: (v) => published.push(v) });
    states.note('a', null);
    states.note('a', null);
    states.note('b', new ServiceError('network', 'Down.'));
    expect(published).toEqual([{ profileId: 'a', state: 'online' }]);
    active = 'b';
    expect(states.announce('b')).toBe(true);
    expect(states.announce('c')).toBe(false);
    expect(published.at(-1)).toEqual({ profileId: 'b', state: 'offline', message: 'Down.' });
    expect(states.view('c')).toEqual({ profileId: 'c', state: 'unknown' });
    states.forget('b');
    expect(states.view('b').state).toBe('unknown');
  });
});
