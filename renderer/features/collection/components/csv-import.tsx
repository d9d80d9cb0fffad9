import { useCallback } from 'react';
import { CsvFileButton } from '../../../components/csv-file-button.tsx';
import { toast } from '../../../lib/toasts.ts';
import { useFileDrop } from '../../../lib/use-file-drop.ts';
import { handOffImport } from '../api/hand-off-import.ts';
import { UploadIcon } from '../../../components/icons.tsx';

/** Sends the first file to the Import screen, with this collection chosen there. */
function importFiles(files: readonly File[], collectionId: number): void {
  const [first] = files;
  if (first === undefined) return;
  if (files.length > 1) toast.info('One file at a time', { message: `Importing ${first.name}; drop the others one by one.` });
  handOffImport(first, collectionId);
}

/** Makes the whole collection page a drop target for a CSV file, with a veil naming the collection while files are held over it. */
export function CsvDropTarget({ collectionId, name }: { collectionId: number; name: string }) {
  const onFiles = useCallback((files: File[]) => importFiles(files, collectionId), [collectionId]);
  const { dragging } = useFileDrop(onFiles);
  if (!dragging) return null;
  return (
    <div className="drop-veil csv-drop" aria-hidden="true">
      <div className="drop-veil__box csv-drop__box">
        <UploadIcon size={28} />
        <span>
          Drop a CSV to import it into <strong>{name}</strong>
        </span>
      </div>
    </div>
  );
}

/** "Import CSV…": a real file input; the chosen file opens on the Import screen with this collection chosen. */
export function ImportCsvButton({ collectionId }: { collectionId: number }) {
  return (
    <CsvFileButton icon={<UploadIcon />} inputLabel="Choose a CSV file to import" onFiles={(files) => importFiles(files, collectionId)}>
      Import CSV…
    </CsvFileButton>
  );
}
