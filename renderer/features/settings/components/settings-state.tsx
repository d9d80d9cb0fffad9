import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import type { SettingsView } from '../../../../shared/bridge/methods/settings.ts';
import { useQuery } from '@tanstack/react-query';
import { deskSettingsQuery } from '../../../data/desk-settings.ts';

/** Renders `children` with the settings view once read; a spinner before, the error in place if it fails. */
export function WithSettings({ children }: { children: (view: SettingsView) => ReactNode }) {
  const settings = useQuery(deskSettingsQuery());
  if (settings.isPending) return <Spinner label="Reading settings" />;
  if (settings.isError) return <ErrorMessage error={asBridgeError(settings.error)} onRetry={() => void settings.refetch()} />;
  return <>{children(settings.data)}</>;
}
