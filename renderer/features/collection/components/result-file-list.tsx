import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatBytes } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation } from '@tanstack/react-query';
import { saveResultMutation } from '../../../data/files.ts';
import { isViewable, resultFiles } from '../lib/result-files.ts';
import type { ResultFile } from '../lib/result-files.ts';
import type { LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { DownloadIcon, EyeIcon } from '../../../components/icons.tsx';
import { useSavedFileNotice } from '../../../components/use-saved-file-notice.ts';

/** Props of ResultFileList. */
export interface ResultFileListProps {
  files: LocalRun['files'];
}

/** The run's files: each page and the zip, with View (JSON pages) and Download (both need the service). */
export function ResultFileList({ files: links }: ResultFileListProps) {
  const files = resultFiles({ pages: links.pages, all_pages: links.allPages });
  const save = useMutation(saveResultMutation());
  const saved = useSavedFileNotice();
  const setViewerFile = useCollectionUi((s) => s.setViewerFile);
  if (files.length === 0) return <p className="muted result-files__none">No result files yet.</p>;

  const download = (file: ResultFile) =>
    save.mutate(
      { url: file.url, suggestedName: file.name },
      {
        onSuccess: (answer) => saved(`Saved ${file.name}`, answer.path, formatBytes(answer.bytes)),
        onError: (error) => {
          const failure = asBridgeError(error);
          if (failure.kind !== 'cancelled') toast.error(`${file.name} was not saved`, { message: failure.message });
        },
      },
    );

  return (
    <ul className="result-files" aria-label="Result files">
      {files.map((file) => (
        <li key={file.url} className="result-files__row">
          <Badge tone={file.kind === 'all' ? 'accent' : 'neutral'}>{file.kind === 'all' ? 'All pages' : 'Page'}</Badge>
          <span className="result-files__name mono" title={file.url}>
            {file.name}
          </span>
          {isViewable(file) && (
            <Button
              size="sm"
              variant="ghost"
              icon={<EyeIcon />}
              onClick={() => setViewerFile({ url: file.url, name: file.name })}
              aria-label={`View ${file.name}`}
            >
              View
            </Button>
          )}
          <Button
            size="sm"
            icon={<DownloadIcon />}
            loading={save.isPending && save.variables.url === file.url}
            onClick={() => download(file)}
            aria-label={`Download ${file.name}`}
          >
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}
