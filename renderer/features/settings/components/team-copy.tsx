import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocalCopyProfile } from '../../../../shared/bridge/methods/local-copy.ts';
import { checkConnectionString, tlsProblem, type TlsMode } from '../../../../shared/bridge/team-copy.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { moveProgressQuery, testTeamCopyMutation, embeddedCopyMutation, teamCopyMutation } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { TlsFields } from './team-copy-tls.tsx';
import { TlsSummary } from './team-copy-tls-summary.tsx';

/** The connection string, TLS (with its CA file) and password of a team copy; tested, then saved (moving the copy in when it is on this machine). */
function TeamCopyForm({ copy, name, onClose }: { copy: LocalCopyProfile; name: string; onClose: () => void }) {
  const client = useQueryClient();
  const current = copy.store.kind === 'postgres' ? copy.store : null;
  const [connection, setConnection] = useState(current?.connection ?? '');
  const [password, setPassword] = useState('');
  const [tls, setTls] = useState<TlsMode>(current?.tls ?? 'verify-full');
  const [caFile, setCaFile] = useState(current?.caFile ?? '');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const test = useMutation(testTeamCopyMutation());
  const move = useMutation(teamCopyMutation(client));
  const progress = useQuery(moveProgressQuery(copy.profileId)).data;
  const checked = checkConnectionString(connection);
  const problem = !checked.ok ? checked.message : tlsProblem(checked.value.host, tls);
  const settings = {
    connection,
    tls,
    ...(tls === 'verify-full' && caFile.trim() !== '' ? { caFile: caFile.trim() } : {}),
    ...(password === '' ? {} : { password }),
  };
  const save = () =>
    move.mutate(
      { profileId: copy.profileId, settings },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(current ? `${name}: the team copy's settings were saved` : `${name}: the copy now lives in the team copy`);
          onClose();
        },
      },
    );
  return (
    <div className="stack">
      <TextField
        label="Connection string"
        hint="The server, user and database, e.g. postgres://analyst@db.example.com:5432/prices. No password here."
        value={connection}
        onChange={(e) => setConnection(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && problem !== null ? problem : undefined}
        spellCheck={false}
        autoComplete="off"
      />
      <TextField
        label="Password"
        type="password"
        hint={current ? 'Empty keeps the saved one. Kept in the OS keychain, never in a file.' : 'Kept in the OS keychain, never in a file.'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="off"
      />
      <TlsFields tls={tls} caFile={caFile} onTls={setTls} onCaFile={setCaFile} />
      <div className="settings__actions">
        <Button onClick={() => test.mutate({ profileId: copy.profileId, settings })} disabled={problem !== null} loading={test.isPending}>
          Test connection
        </Button>
        <Button variant="primary" onClick={() => (current ? save() : setConfirming(true))} disabled={problem !== null || move.isPending}>
          {current ? 'Save' : 'Move this copy in…'}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={move.isPending}>
          Cancel
        </Button>
      </div>
      {test.data && (
        <p role="status">
          Connected to {test.data.server}. The team copy is set up for this version of the app (schema {test.data.schemaVersion}).
        </p>
      )}
      {test.error && <ErrorMessage variant="inline" error={asBridgeError(test.error)} title="The connection test failed" />}
      {move.error && !confirming && <ErrorMessage variant="inline" error={asBridgeError(move.error)} title="The team copy was not set" />}
      <ConfirmDialog
        open={confirming}
        title={`Move the copy of ${name} into the team copy?`}
        message={
          <>
            <p>
              Collections, items, runs and archived outputs are copied to the server, then deleted from this machine. Desks of your team on the same account
              share them from then on.
            </p>
            {move.isPending && (
              <ProgressBar label={`Moving the copy of ${name}`} value={progress?.total ? progress.done : null} max={progress?.total ?? 0} detail="runs moved" />
            )}
          </>
        }
        confirmLabel="Move"
        busy={move.isPending}
        error={move.error ? asBridgeError(move.error).message : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={save}
      />
    </div>
  );
}

/** Where one profile's copy lives: on this machine (the default) or in a team copy on a PostgreSQL server. */
export function TeamCopy({ copy, name, builtIn }: { copy: LocalCopyProfile; name: string; builtIn: boolean }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const embedded = useMutation(embeddedCopyMutation(client));
  if (builtIn) return null;
  if (editing) return <TeamCopyForm copy={copy} name={name} onClose={() => setEditing(false)} />;
  if (copy.store.kind === 'embedded') {
    return (
      <div className="settings__actions">
        <Button onClick={() => setEditing(true)}>Keep this profile’s copy in PostgreSQL…</Button>
      </div>
    );
  }
  const { store } = copy;
  return (
    <div className="stack">
      <p>
        Team copy: <span className="settings__path">{store.connection}</span> · TLS {store.tls}
        {store.reachable ? '' : ' · cannot be reached'}
      </p>
      <TlsSummary store={store} />
      {store.message && <p className="settings__note">{store.message}</p>}
      <div className="settings__actions">
        <Button onClick={() => setEditing(true)}>Change…</Button>
        <Button onClick={() => setLeaving(true)}>Keep the copy on this machine instead…</Button>
      </div>
      <ConfirmDialog
        open={leaving}
        title={`Keep the copy of ${name} on this machine?`}
        message="This desk stops using the team copy and rebuilds its own copy from the service. The team copy stays on its server for the other desks; its password is removed from this computer's keychain."
        confirmLabel="Keep on this machine"
        busy={embedded.isPending}
        error={embedded.error ? asBridgeError(embedded.error).message : undefined}
        onCancel={() => setLeaving(false)}
        onConfirm={() =>
          embedded.mutate(
            { profileId: copy.profileId },
            {
              onSuccess: () => {
                setLeaving(false);
                toast.success(`${name}: the copy is kept on this machine again`);
              },
            },
          )
        }
      />
    </div>
  );
}
