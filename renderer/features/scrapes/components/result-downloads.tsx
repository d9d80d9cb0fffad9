import type { DownloadLinks } from '../../../../shared/api/runs.ts';
import { Button } from '../../../components/button.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatBytes } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useSavedFileNotice } from '../../../components/use-saved-file-notice.ts';
import { useMutation } from '@tanstack/react-query';
import { saveResultMutation } from '../../../data/files.ts';
import { resultFileLink, suggestedFileName } from '../lib/result-files.ts';
import type { ScrapeFileKind } from '../lib/result-files.ts';

/** Props of ResultDownloads. */
export interface ResultDownloadsProps {
  links: DownloadLinks | undefined;
  scrapeName: string;
  ready: boolean;
}

/** "Download JSON" and "Download CSV": main streams the result file to a path the user picks. */
export function ResultDownloads({ links, scrapeName, ready }: ResultDownloadsProps) {
  const save = useMutation(saveResultMutation());
  const savedNotice = useSavedFileNotice();
  const download = (kind: ScrapeFileKind) => {
    const url = resultFileLink(links, kind);
    if (!url) return;
    save.mutate(
      { url, suggestedName: suggestedFileName(scrapeName, kind) },
      {
        onSuccess: (saved) => savedNotice(`Saved ${kind.toUpperCase()} results`, saved.path, formatBytes(saved.bytes)),
        onError: (error) => {
          const failure = asBridgeError(error);
          if (failure.kind !== 'cancelled') toast.error(`The ${kind.toUpperCase()} file could not be saved`, { message: failure.message });
        },
      },
    );
  };
  const busy = (kind: ScrapeFileKind) => save.isPending && save.variables.suggestedName.endsWith(`.${kind}`);
  return (
    <>
      {(['json', 'csv'] as const).map((kind) => (
        <Button
          key={kind}
          onClick={() => download(kind)}
          loading={busy(kind)}
          disabled={!ready || !resultFileLink(links, kind) || save.isPending}
          title={ready ? undefined : 'The files are written when the scrape is done.'}
        >
          Download {kind.toUpperCase()}
        </Button>
      ))}
    </>
  );
}
