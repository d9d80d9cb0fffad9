import { ErrorMessage } from './error-message.tsx';
import { roomProblem } from '../data/live-limits.ts';
import type { LiveReadingView } from '../data/live-limits.ts';

/** Props of RoomCheck. */
export interface RoomCheckProps {
  /** The collection's item count, read live as the dialog opened. */
  count: LiveReadingView<number>;
  /** How many items the form would add. */
  adding: number;
}

/** The collection's room for what the form would add, in place: too little room, or a count that could not be read. */
export function RoomCheck({ count, adding }: RoomCheckProps) {
  if (count.status === 'failed') {
    return (
      <ErrorMessage
        variant="inline"
        error={count.error}
        title="The collection’s room could not be checked, so nothing can be added now"
        onRetry={count.retry}
      />
    );
  }
  const problem = count.status === 'read' ? roomProblem(count.value, adding) : null;
  return problem === null ? null : (
    <p className="field__error" role="alert">
      {problem}
    </p>
  );
}
