import { useCallback, useState } from 'react';

/**
 * Checkbox choices shown in the same frame as the click while they are saved: a box controlled by server
 * data would otherwise flip back until the save's state arrives (a mutation's callbacks run later). `hold`
 * on change, `release` when the save has settled; the saved value shows again from then on (or the old one,
 * if saving failed, with the error beside it).
 */
export function useHeldChoices<Key extends string>() {
  const [held, setHeld] = useState<Partial<Record<Key, boolean>>>({});
  const hold = useCallback((key: Key, value: boolean) => setHeld((now) => ({ ...now, [key]: value })), []);
  const release = useCallback(
    (key: Key) =>
      setHeld((now) => {
        const next = { ...now };
        delete next[key];
        return next;
      }),
    [],
  );
  return { held, hold, release };
}

/**
 * Runs `then` once a save has settled, whether it succeeded or failed (the mutation's own state shows the
 * error). Unlike `mutate`'s callbacks, which fire for the latest call only, this runs for every call.
 */
export function settle(save: Promise<unknown>, then: () => void): Promise<void> {
  return save.then(
    () => then(),
    () => then(),
  );
}
