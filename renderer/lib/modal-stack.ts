import { create } from 'zustand';

/**
 * The modal dialogs open now, topmost last. A modal dialog makes everything outside it inert (not
 * clickable, hidden from screen readers), even what the top layer draws above it, so notices live inside
 * the topmost one while any is open (see components/toaster.tsx).
 */
export const useModalStack = create<{ stack: readonly HTMLDialogElement[] }>(() => ({ stack: [] }));

/** Records a dialog just shown with showModal(); it is now the topmost. */
export function modalOpened(dialog: HTMLDialogElement): void {
  useModalStack.setState((s) => ({ stack: [...s.stack.filter((d) => d !== dialog), dialog] }));
}

/** Records a dialog closed (or removed). */
export function modalClosed(dialog: HTMLDialogElement): void {
  useModalStack.setState((s) => ({ stack: s.stack.filter((d) => d !== dialog) }));
}
