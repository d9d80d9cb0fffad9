import { ErrorMessage } from './error-message.tsx';

/** A change refused up front inside the dialog or panel that would make it (offline); nothing when `reason` is null. */
export function WriteRefusal({ reason }: { reason: string | null }) {
  if (reason === null) return null;
  return (
    <ErrorMessage
      variant="inline"
      title="Offline: this change cannot be made now"
      message={reason}
      next="What you entered stays here; this becomes usable again as soon as the service answers."
    />
  );
}
