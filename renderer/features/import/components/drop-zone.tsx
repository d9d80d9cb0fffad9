import { CsvFileButton } from '../../../components/csv-file-button.tsx';
import { cx } from '../../../lib/class-names.ts';

/** Props of DropZone. */
export interface DropZoneProps {
  /** Files are being dragged over the window. */
  dragging: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Compact: one line, for when a file is already open. */
  compact?: boolean;
}

function UploadGlyph() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M12 17v-6M9.5 13.5 12 11l2.5 2.5" />
    </svg>
  );
}

/** The visible drop target with "Choose file" (a real file input); the whole screen also takes drops. */
export function DropZone({ dragging, onFiles, disabled = false, compact = false }: DropZoneProps) {
  return (
    <section className={cx('imp-drop', dragging && 'imp-drop--active', compact && 'imp-drop--compact')} aria-label="CSV file">
      {!compact && (
        <span className="imp-drop__glyph">
          <UploadGlyph />
        </span>
      )}
      <div className="imp-drop__text">
        <p className="imp-drop__title">
          {dragging ? 'Drop the file to read it' : compact ? 'Drop another CSV file anywhere, or' : 'Drop a CSV file anywhere on this screen'}
        </p>
        {!compact && <p className="imp-drop__hint">UTF-8, UTF-16 or Windows-1252 · comma, semicolon or tab separated · at most 5,000 rows</p>}
      </div>
      <CsvFileButton
        variant={compact ? 'secondary' : 'primary'}
        size={compact ? 'sm' : 'md'}
        disabled={disabled}
        inputLabel="Choose a CSV file"
        onFiles={onFiles}
      >
        Choose file…
      </CsvFileButton>
    </section>
  );
}

/** The full-window veil while files are dragged over the screen. */
export function DropOverlay({ dragging }: { dragging: boolean }) {
  if (!dragging) return null;
  return (
    <div className="drop-veil" aria-hidden="true">
      <div className="drop-veil__box">
        <UploadGlyph />
        <span>Drop the CSV file to read it</span>
      </div>
    </div>
  );
}
