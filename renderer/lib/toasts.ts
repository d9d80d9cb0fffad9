import { create } from 'zustand';

/** How a toast reads: errors are announced assertively and stay until dismissed. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** One button on a toast, e.g. "Retry" or "Open". */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** A toast as shown by the Toaster. */
export interface Toast {
  id: string;
  tone: ToastTone;
  title: string;
  message?: string;
  action?: ToastAction;
  /** Milliseconds before it closes by itself; null keeps it until dismissed. */
  durationMs: number | null;
}

/** What a caller passes to `push`; id and duration are filled in. */
export type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { id?: string; durationMs?: number | null };

/** A notice as kept in the Recent notices list: the toast with when it was shown. */
export interface Notice extends Omit<Toast, 'durationMs'> {
  /** Milliseconds since the epoch. */
  at: number;
}

interface ToastState {
  toasts: Toast[];
  /** The last RECENT_NOTICES notices, newest first, with their actions (links), kept after their toast closed. */
  recent: Notice[];
  /** Whether the Recent notices drawer is open. */
  recentOpen: boolean;
  setRecentOpen: (open: boolean) => void;
  /** Shows a toast (replacing one with the same id) and returns its id. */
  push: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  clearRecent: () => void;
}

/** Most toasts on screen at once: a new one pushes out the oldest that is not an error. */
export const MAX_TOASTS = 3;
/** How many notices the Recent notices list keeps. */
export const RECENT_NOTICES = 50;
/** Default lifetime of non-error toasts. */
export const DEFAULT_TOAST_MS = 5000;

let counter = 0;

/**
 * Drops the oldest toasts that may leave (everything but errors) until at most MAX_TOASTS remain. Errors
 * are never dropped: past the limit the Toaster shows the newest and counts the rest.
 */
function withinLimit(toasts: Toast[]): Toast[] {
  const kept = [...toasts];
  for (let i = 0; kept.length > MAX_TOASTS && i < kept.length;) {
    if (kept[i]?.tone === 'error') i += 1;
    else kept.splice(i, 1);
  }
  return kept;
}

/** The toast store: UI state only, readable outside React through `useToasts.getState()`. */
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  recent: [],
  recentOpen: false,
  setRecentOpen: (open) => set({ recentOpen: open }),
  push: (input) => {
    counter += 1;
    const id = input.id ?? `toast-${counter}`;
    const durationMs = input.durationMs !== undefined ? input.durationMs : input.tone === 'error' ? null : DEFAULT_TOAST_MS;
    const toast: Toast = { ...input, id, durationMs };
    const { durationMs: _lifetime, ...notice } = toast;
    set((state) => ({
      toasts: withinLimit([...state.toasts.filter((t) => t.id !== id), toast]),
      recent: [{ ...notice, at: Date.now() }, ...state.recent.filter((n) => n.id !== id)].slice(0, RECENT_NOTICES),
    }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [], recent: [] }),
  clearRecent: () => set({ recent: [] }),
}));

type ToastOptions = Omit<ToastInput, 'tone' | 'title'>;

/** Shortcuts for showing toasts from anywhere (mutation callbacks, event handlers). */
export const toast = {
  info: (title: string, options: ToastOptions = {}) => useToasts.getState().push({ ...options, tone: 'info', title }),
  success: (title: string, options: ToastOptions = {}) => useToasts.getState().push({ ...options, tone: 'success', title }),
  warning: (title: string, options: ToastOptions = {}) => useToasts.getState().push({ ...options, tone: 'warning', title }),
  error: (title: string, options: ToastOptions = {}) => useToasts.getState().push({ ...options, tone: 'error', title }),
};
