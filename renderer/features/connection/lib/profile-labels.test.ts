import { describe, expect, it } from 'vitest';
import { credentialLabel, profileOptions, storageText } from './profile-labels.ts';

const base = { profileId: 'p', hasApiKey: false, hasSession: false, storage: 'keychain' as const, pendingRotation: false };

describe('credentialLabel', () => {
  it('says what is stored', () => {
    expect(credentialLabel(undefined).label).toBe('Checking…');
    expect(credentialLabel(base)).toEqual({ label: 'None', tone: 'danger' });
    expect(credentialLabel({ ...base, hasApiKey: true }).label).toBe('Key stored');
    expect(credentialLabel({ ...base, hasSession: true }).label).toBe('Signed in');
    expect(credentialLabel({ ...base, hasApiKey: true, hasSession: true }).label).toBe('Key stored · signed in');
    expect(credentialLabel({ ...base, pendingRotation: true }).tone).toBe('warning');
    expect(credentialLabel({ ...base, storage: 'unavailable' }).label).toBe('Not readable');
  });
});

describe('storageText', () => {
  it('explains each storage and adds the reason when unavailable', () => {
    expect(storageText('keychain').label).toBe('OS keychain');
    expect(storageText('session').explanation).toMatch(/forgotten when Collection Desk quits/);
    expect(storageText('unavailable', 'No Secret Service.').explanation).toMatch(/No Secret Service\.$/);
  });
});

describe('profileOptions', () => {
  it('marks built-in profiles as the sandbox', () => {
    const view = {
      activeId: 'sandbox',
      profiles: [
        { id: 'sandbox', name: 'Sandbox', baseUrl: '', auth: 'apiKey' as const, builtIn: true },
        { id: 'p1', name: 'Prod', baseUrl: 'https://api.example.com', auth: 'session' as const, builtIn: false },
      ],
    };
    expect(profileOptions(view)).toEqual([
      { id: 'sandbox', name: 'Sandbox', kind: 'sandbox' },
      { id: 'p1', name: 'Prod', kind: 'service', detail: 'https://api.example.com' },
    ]);
  });
});
