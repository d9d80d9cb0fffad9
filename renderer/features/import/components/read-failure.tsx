import { Button } from '../../../components/button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import type { ImportFailure } from '../worker/protocol.ts';

/** Props of ReadFailure. */
export interface ReadFailureProps {
  failure: ImportFailure;
  fileName: string;
  onWindows1252: () => void;
  onChooseAnother: () => void;
}

function nextStep(failure: ImportFailure, fileName: string): string {
  const spreadsheet = /\.(xlsx|xlsm|xls|ods|numbers)$/i.test(fileName);
  switch (failure.reason) {
    case 'not-utf8':
      return 'If accented letters or £ / € signs still look wrong after that, save the file again as “CSV UTF-8” and drop it here.';
    case 'binary':
      return spreadsheet
        ? 'This looks like a spreadsheet workbook: in your spreadsheet app choose Save As → “CSV UTF-8”, then drop the CSV here.'
        : 'Choose the CSV file itself: a text file with a header row and one item per line. Download a template (top of this screen) to see the layout.';
    case 'too-many-rows':
      return 'A collection holds at most 5,000 items too: a longer list needs more than one collection.';
    case 'empty':
    case 'header-only':
      return 'Add one item per line under the header row, or start from a template (top of this screen).';
    case 'unclosed-quote':
      return 'Fix the quotes in that row in your spreadsheet app or a text editor, then drop the file again.';
    default:
      return 'Choose another file, or try again.';
  }
}

/** Why the file could not be read, in place, with the next step (and the Windows-1252 offer). */
export function ReadFailure({ failure, fileName, onWindows1252, onChooseAnother }: ReadFailureProps) {
  const offer = failure.reason === 'not-utf8';
  return (
    <ErrorMessage
      title={offer ? `Read ${fileName} as Windows-1252?` : `${fileName} cannot be imported`}
      message={failure.message}
      next={nextStep(failure, fileName)}
      actions={
        <>
          {offer && (
            <Button size="sm" variant="primary" onClick={onWindows1252}>
              Read as Windows-1252
            </Button>
          )}
          <Button size="sm" onClick={onChooseAnother}>
            Choose another file
          </Button>
        </>
      }
    />
  );
}
