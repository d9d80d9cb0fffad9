import { describe, expect, it } from 'vitest';
import { apiKeyAccount, pendingRotationAccount, profileAccounts, sessionTokenAccount, teamCopyPasswordAccount } from './secret-store.ts';

describe('account names', () => {
  it('gives each profile its own distinct accounts', () => {
    expect(apiKeyAccount('p1')).toBe('profile:p1:api-key');
    expect(sessionTokenAccount('p1')).toBe('profile:p1:session-token');
    expect(pendingRotationAccount('p1')).toBe('profile:p1:pending-rotation');
    expect(profileAccounts('p1')).toEqual([apiKeyAccount('p1'), sessionTokenAccount('p1'), pendingRotationAccount('p1'), teamCopyPasswordAccount('p1')]);
    expect(new Set([...profileAccounts('p1'), ...profileAccounts('p2')]).size).toBe(8);
  });

  it('refuses ids that could make accounts collide', () => {
    expect(() => apiKeyAccount('')).toThrow(TypeError);
    expect(() => apiKeyAccount('a:b')).toThrow(TypeError);
  });
});
