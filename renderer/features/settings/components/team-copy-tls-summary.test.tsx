import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CopyStoreView } from '../../../../shared/bridge/team-copy.ts';
import { TlsSummary } from './team-copy-tls-summary.tsx';

const store = (more: Partial<Extract<CopyStoreView, { kind: 'postgres' }>>): Extract<CopyStoreView, { kind: 'postgres' }> => ({
  kind: 'postgres',
  connection: 'postgres://desk@db.example.com:5432/prices',
  tls: 'verify-full',
  caFile: null,
  tlsUpgraded: false,
  reachable: true,
  ...more,
});

describe('a saved team copy’s TLS in Settings', () => {
  it('says when a copy saved with "require" is now verified, and how to add the CA', () => {
    const html = renderToStaticMarkup(<TlsSummary store={store({ tlsUpgraded: true })} />);
    expect(html).toContain('This team copy was saved with TLS “require”, which did not check the server.');
    expect(html).toContain('add your CA’s certificate file with Change…');
  });

  it('names the CA file trusted beside the computer’s store', () => {
    expect(renderToStaticMarkup(<TlsSummary store={store({ caFile: '/etc/desk/team-ca.pem' })} />)).toContain('/etc/desk/team-ca.pem');
    expect(renderToStaticMarkup(<TlsSummary store={store({})} />)).toBe('');
  });
});
