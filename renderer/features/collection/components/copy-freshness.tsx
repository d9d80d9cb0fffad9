import { Badge } from '../../../components/badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Says how old the local copy shown is, and plainly when it is the offline copy. */
export function CopyFreshness({ asOf, offline }: { asOf: string | null; offline: boolean }) {
  const when = asOf === null ? 'not yet refreshed' : `as of ${formatDateTime(asOf)}`;
  return offline ? (
    <Badge tone="warning" className="copy-freshness">
      Offline copy, {when}
    </Badge>
  ) : (
    <span className="copy-freshness muted">Local copy, {when}</span>
  );
}
