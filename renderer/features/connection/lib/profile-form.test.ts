import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../shared/bridge/profile.ts';
import { checkApiKey, checkEmail, checkProfileForm, checkUniqueName, EMPTY_PROFILE_DRAFT, isFormValid } from './profile-form.ts';

const profiles: Profile[] = [
  { id: 'sandbox', name: 'Sandbox', baseUrl: 'http://127.0.0.1:4000', auth: 'apiKey', builtIn: true },
  { id: 'p1', name: 'Production', baseUrl: 'https://api.example.com', auth: 'apiKey', builtIn: false },
];

describe('checkUniqueName', () => {
  it('refuses an empty name and a name already used, ignoring case', () => {
    expect(checkUniqueName('  ', profiles)).toMatch(/Enter a name/);
    expect(checkUniqueName('production', profiles)).toMatch(/"Production" already exists/);
  });
  it('lets a profile keep its own name when renamed', () => {
    expect(checkUniqueName('Production', profiles, 'p1')).toBeNull();
  });
});

describe('checkEmail and checkApiKey', () => {
  it('asks for an address of the usual form', () => {
    expect(checkEmail('')).toMatch(/Enter the e-mail/);
    expect(checkEmail('someone')).toMatch(/such as/);
    expect(checkEmail(' a@b.co ')).toBeNull();
  });
  it('asks for a key with a public prefix and no spaces', () => {
    expect(checkApiKey('')).toBe('Enter the API key.');
    expect(checkApiKey('abc def')).toMatch(/no spaces/);
    expect(checkApiKey('nodot')).toMatch(/prefix/);
    expect(checkApiKey('ab12.secret')).toBeNull();
  });
});

describe('checkProfileForm', () => {
  it('checks the key for key profiles and e-mail + password for session profiles', () => {
    const draft = { ...EMPTY_PROFILE_DRAFT, name: 'Staging', baseUrl: 'https://staging.example.com/api/v1/' };
    expect(isFormValid(checkProfileForm(draft, { apiKey: 'ab.cd', password: '' }, profiles))).toBe(true);
    const session = checkProfileForm({ ...draft, auth: 'session' }, { apiKey: '', password: '' }, profiles);
    expect(session.apiKey).toBeNull();
    expect(session.email).toMatch(/Enter the e-mail/);
    expect(session.password).toBe('Enter the password.');
  });
  it('uses the shared address rules', () => {
    const errors = checkProfileForm({ ...EMPTY_PROFILE_DRAFT, name: 'X', baseUrl: 'http://example.com' }, { apiKey: 'a.b', password: '' }, profiles);
    expect(errors.baseUrl).toMatch(/Plain http/);
  });
});
