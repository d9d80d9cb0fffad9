import { useMutation, useQuery } from '@tanstack/react-query';
import type { TlsMode } from '../../../../shared/bridge/team-copy.ts';
import { TLS_MODES } from '../../../../shared/bridge/team-copy.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { deskSettingsQuery } from '../../../data/desk-settings.ts';
import { chooseCaFileMutation } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';

const TLS_LABELS: Record<TlsMode, string> = {
  'verify-full': 'Verify the server (encrypted, certificate and host checked)',
  disable: 'Off (a server on this computer only)',
};

/** The TLS choice and the CA file of a team copy's form; the desktop app also offers its file picker. */
export function TlsFields(props: { tls: TlsMode; caFile: string; onTls: (tls: TlsMode) => void; onCaFile: (path: string) => void }) {
  const desktop = useQuery(deskSettingsQuery()).data?.desktop ?? false;
  const choose = useMutation(chooseCaFileMutation());
  const failed = choose.isError && asBridgeError(choose.error).kind !== 'cancelled';
  const verified = props.tls === 'verify-full';
  return (
    <>
      <Select
        label="TLS"
        hint={
          verified
            ? 'The server must show a certificate this computer trusts (its certificate store, or the CA file below) for the host named above; otherwise nothing is sent.'
            : 'Nothing is encrypted: only for a server on this computer.'
        }
        value={props.tls}
        onChange={(e) => props.onTls(e.target.value as TlsMode)}
        options={TLS_MODES.map((mode) => ({ value: mode, label: TLS_LABELS[mode] }))}
      />
      {verified && (
        <div className="stack">
          <TextField
            label="CA file (optional)"
            hint={`The certificate (PEM) of your organisation's CA, when the server's certificate is not signed by one this computer already trusts. ${
              desktop ? 'Choose it, or type its full path.' : 'Type its full path.'
            }`}
            value={props.caFile}
            onChange={(e) => props.onCaFile(e.target.value)}
            spellCheck={false}
            autoComplete="off"
          />
          {desktop && (
            <div className="settings__actions">
              <Button loading={choose.isPending} onClick={() => choose.mutate(undefined, { onSuccess: ({ path }) => props.onCaFile(path) })}>
                Choose CA file…
              </Button>
              {props.caFile !== '' && (
                <Button variant="ghost" onClick={() => props.onCaFile('')}>
                  No CA file
                </Button>
              )}
            </div>
          )}
          {failed && <ErrorMessage variant="inline" error={asBridgeError(choose.error)} title="That CA file cannot be used" />}
        </div>
      )}
    </>
  );
}
