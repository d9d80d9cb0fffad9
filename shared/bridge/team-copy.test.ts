import { describe, expect, it } from 'vitest';
import { checkConnectionString, teamCopySettingsSchema, tlsProblem } from './team-copy.ts';

describe('checkConnectionString', () => {
  it('gives one form without password or query', () => {
    expect(checkConnectionString(' postgresql://analyst@db.example.com/prices ')).toEqual({
      ok: true,
      value: { host: 'db.example.com', port: 5432, user: 'analyst', database: 'prices', text: 'postgres://analyst@db.example.com:5432/prices' },
    });
    expect(checkConnectionString('postgres://desk@[::1]:6543')).toMatchObject({ ok: true, value: { host: '[::1]', port: 6543, database: 'desk' } });
  });

  it.each([
    ['', /Enter the team copy's connection string/],
    ['mysql://a@b/c', /starts with postgres:\/\//],
    ['postgres://a:secret@db.example.com/prices', /Leave the password out/],
    ['postgres://a@db.example.com/prices?sslmode=require', /choose TLS in its own field/],
    ['postgres://@db.example.com/prices', /Name the database user/],
    ['postgres://a@db.example.com/p/q', /Name one database/],
    ['postgres://a%zz@db.example.com/p', /not written correctly/],
    [`postgres://a@db.example.com/${'x'.repeat(1100)}`, /too long/],
  ])('refuses %j, saying what to fix', (raw, why) => {
    const checked = checkConnectionString(raw);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.message).toMatch(why);
  });
});

describe('tlsProblem', () => {
  it('lets TLS off only for this computer, and never suggests a mode that does not check the server', () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) expect(tlsProblem(host, 'disable')).toBeNull();
    const problem = tlsProblem('db.example.com', 'disable');
    expect(problem).toMatch(/TLS can only be turned off for a server on this computer/);
    expect(problem).toMatch(/CA/);
    expect(problem).not.toMatch(/require/i);
    expect(tlsProblem('db.example.com', 'verify-full')).toBeNull();
  });

  it('the settings the page sends know no mode that encrypts without checking', () => {
    expect(teamCopySettingsSchema.safeParse({ connection: 'postgres://a@db.example.com/p', tls: 'require' }).success).toBe(false);
    expect(teamCopySettingsSchema.safeParse({ connection: 'postgres://a@db.example.com/p', tls: 'verify-full', caFile: '/etc/ca.pem' }).success).toBe(true);
  });
});
