import type { CopyStoreView } from '../../../../shared/bridge/team-copy.ts';

/** What a saved team copy's TLS is, and a word when an earlier version had saved it as "require". */
export function TlsSummary({ store }: { store: Extract<CopyStoreView, { kind: 'postgres' }> }) {
  return (
    <>
      {store.caFile !== null && (
        <p className="settings__note">
          Also trusts the CA file <span className="settings__path">{store.caFile}</span>
        </p>
      )}
      {store.tlsUpgraded && (
        <p className="settings__note">
          This team copy was saved with TLS “require”, which did not check the server. The desk now verifies the server’s certificate; if it cannot be reached,
          add your CA’s certificate file with Change….
        </p>
      )}
    </>
  );
}
