import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_STORES_FILE, copyStoreConfigs } from './copy-store-config.ts';

const source = { baseUrl: 'https://service.example', account: '7' };

/** A data folder holding a copy-stores.json as an earlier version wrote it. */
const withFile = (profiles: Record<string, unknown>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'cd-copy-stores-'));
  writeFileSync(join(dir, COPY_STORES_FILE), JSON.stringify({ version: 1, profiles }));
  return dir;
};

describe('copy-stores.json', () => {
  it('reads a team copy saved with TLS "require" as verify-full, says so, and keeps saying so after another change', async () => {
    const dir = withFile({ old: { kind: 'postgres', connection: 'postgres://desk@db.example.com:5432/prices', tls: 'require', source } });
    const configs = copyStoreConfigs(dir, () => undefined);
    expect(await configs.get('old')).toEqual({
      kind: 'postgres',
      connection: 'postgres://desk@db.example.com:5432/prices',
      tls: 'verify-full',
      caFile: null,
      tlsUpgraded: true,
      source,
    });
    await configs.set('other', { kind: 'postgres', connection: 'postgres://desk@127.0.0.1:5432/x', tls: 'disable', caFile: null, tlsUpgraded: false, source });
    const saved = JSON.parse(readFileSync(join(dir, COPY_STORES_FILE), 'utf8')) as { profiles: Record<string, { tls: string; tlsUpgraded: boolean }> };
    expect(saved.profiles.old).toMatchObject({ tls: 'verify-full', tlsUpgraded: true });
    expect(JSON.stringify(saved)).not.toContain('require');
    expect(await copyStoreConfigs(dir, () => undefined).get('old')).toMatchObject({ tls: 'verify-full', tlsUpgraded: true });
  });

  it('keeps the CA file’s path beside the TLS mode, and never a password', async () => {
    const dir = withFile({});
    const configs = copyStoreConfigs(dir, () => undefined);
    await configs.set('p', {
      kind: 'postgres',
      connection: 'postgres://desk@db.example.com:5432/prices',
      tls: 'verify-full',
      caFile: '/etc/desk/team-ca.pem',
      tlsUpgraded: false,
      source,
    });
    const text = readFileSync(join(dir, COPY_STORES_FILE), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ profiles: { p: { tls: 'verify-full', caFile: '/etc/desk/team-ca.pem' } } });
    expect(text).not.toMatch(/password/i);
  });

  it('moves aside a file naming a TLS mode it does not know (every copy on this machine again)', async () => {
    const lines: string[] = [];
    const dir = withFile({ odd: { kind: 'postgres', connection: 'postgres://desk@db.example.com:5432/prices', tls: 'allow', source } });
    expect(await copyStoreConfigs(dir, (line) => lines.push(line)).get('odd')).toBeNull();
    expect(lines.join('\n')).toMatch(/moved to/);
  });
});
