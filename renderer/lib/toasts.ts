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

interface ToastState {
  toasts: Toast[];
  /** Shows a toast (replacing one with the same id) and returns its id. */
  push: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

/** Most toasts on screen at once; the oldest goes first. */
export const MAX_TOASTS = 5;
/** Default lifetime of non-error toasts. */
export const DEFAULT_TOAST_MS = 5000;

let counter = 0;

/** The toast store: UI state only, readable outside React through `useToasts.getState()`. */
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  push: (input) => {
    counter += 1;
    const id = input.id ?? `toast-${counter}`;
    const durationMs = input.durationMs !== undefined ? input.durationMs : input.tone === 'error' ? null : DEFAULT_TOAST_MS;
    const toast: Toast = { ...input, id, durationMs };
    set((state) => ({ toasts: [...state.toasts.filter((t) => t.id !== id), toast].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

type ToastOptions = Omit<ToastInput, 'tone' | 'title'>;

/** Shortcuts for showing toasts from anywhere (mutation callbacks, event handlers). */
export const toast = {
  info: (title: string, options: ToastOptions = {}) => useToasts.getState().push({ ...options, tone: 'info', title }),
  success: (title: string, options: ToastOptions = {}) => useToasts.getState().push({ ...options, tone: 'success', title }),
  warning: (title: string, options: ToastOptions = {}) => useToasts.getState().push({ ...options, tone: 'warning', title }),
  error: (title: string, options: ToastOptions = {}) => useToasts.getState().push({ ...options, tone: 'error', title }),
};
