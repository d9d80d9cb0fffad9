/** Keyboard sequences like "g p": pure matching logic, fed one key at a time. */

/** Matches typed keys against sequences of space-separated keys ("g p", "?", "/"). */
export interface SequenceMatcher {
  /** Feeds one key (KeyboardEvent.key) at time `now` (ms); returns the completed sequence, if any. */
  feed: (key: string, now: number) => string | null;
  /** Whether the keys so far start a longer sequence (the caller should swallow the key). */
  readonly pending: boolean;
  reset: () => void;
}

/** Builds a matcher; a partial sequence expires after `timeoutMs` without the next key. */
export function createSequenceMatcher(sequences: readonly string[], timeoutMs = 1500): SequenceMatcher {
  const parsed = sequences.map((sequence) => ({ sequence, keys: sequence.split(' ').filter(Boolean) }));
  let typed: string[] = [];
  let lastAt = -Infinity;

  const startsSomething = (keys: readonly string[]) => parsed.some((p) => p.keys.length > keys.length && keys.every((key, i) => p.keys[i] === key));

  return {
    feed(key, now) {
      if (now - lastAt > timeoutMs) typed = [];
      lastAt = now;
      typed = [...typed, key];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const done = parsed.find((p) => p.keys.length === typed.length && p.keys.every((k, i) => typed[i] === k));
        if (done) {
          typed = [];
          return done.sequence;
        }
        if (startsSomething(typed)) return null;
        // A dead end: start over from this key alone ("g x p" → "p" may still begin something).
        typed = [key];
      }
      typed = startsSomething(typed) ? typed : [];
      return null;
    },
    get pending() {
      return typed.length > 0;
    },
    reset() {
      typed = [];
    },
  };
}

/** Whether keys typed into `target` belong to it (text boxes, selects, editable content). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}
