import { describe, expect, it } from 'vitest';
import { toAccountView } from './account-view.ts';

const details = {
  id: 1,
  user: 1,
  system_emails: true,
  update_emails: false,
  notification_emails: true,
  timezone: 'Australia/Sydney',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  api_key_masked: 'ab12.••••••••',
};

describe('toAccountView', () => {
  it('keeps the fields and the masked key', () => {
    expect(toAccountView(details)).toEqual(details);
  });
  it('refuses a wrong shape and never carries a full key through', () => {
    expect(() => toAccountView({ ...details, system_emails: 'yes' })).toThrow(/unexpected shape/);
    expect(toAccountView({ ...details, api_key: 'ab12.secret' })).not.toHaveProperty('api_key');
  });
});
