import { useCallback, useEffect, useRef, useState } from 'react';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';

/** How long a revealed key stays on screen. */
export const REVEAL_MS = 30_000;

/** Reads the full API key after an explicit click (`credentials.revealApiKey`). Not cached anywhere. */
export function revealApiKey(): Promise<string> {
  return unwrap(desk.credentials.revealApiKey({})).then((answer) => answer.apiKey);
}

/**
 * The revealed key in component state only (never a query cache or store): dropped after 30 s, on
 * hide, and when the component unmounts (screen change).
 */
export function useRevealedKey() {
  const [shown, setShown] = useState<{ key: string; hidesAt: number } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown(null);
  }, []);
  const reveal = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      const value = await revealApiKey();
      setShown({ key: value, hidesAt: Date.now() + REVEAL_MS });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setShown(null), REVEAL_MS);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { key: shown?.key ?? null, hidesAt: shown?.hidesAt ?? 0, pending, error, reveal, hide };
}
