import { useRef } from 'react';
import { Button } from './button.tsx';
import type { ButtonProps } from './button.tsx';

/** The files the desk reads as CSV: what the file chooser offers first. */
const CSV_FILES = '.csv,.tsv,.txt,text/csv,text/plain';

/** Props of CsvFileButton: the button's own props, the hidden input's name, and what to do with the files chosen. */
export interface CsvFileButtonProps extends Omit<ButtonProps, 'onClick' | 'type'> {
  /** The file input's accessible name (it is out of the tab order; the button is what users reach). */
  inputLabel: string;
  /** The files chosen (at least one). */
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the system's file chooser for a CSV file, through a real file input kept visually
 * hidden (so tests and assistive tools can still set its files). Choosing the same file twice reads it twice.
 */
export function CsvFileButton({ inputLabel, onFiles, disabled, ...button }: CsvFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} disabled={disabled} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        accept={CSV_FILES}
        aria-label={inputLabel}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
