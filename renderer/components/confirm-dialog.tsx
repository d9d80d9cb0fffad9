import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { WriteRefusal } from './write-refusal.tsx';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in plain words (e.g. "Delete 12 collections? Their results go too."). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` styles the confirm button red and puts initial focus on Cancel. */
  tone?: 'primary' | 'danger';
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  busy?: boolean;
  /** An in-place failure, e.g. the service's message when the action failed. */
  error?: ReactNode;
  /** Why the action cannot be taken now (offline, see `useWriteGate`): shown in place, and the confirm button is disabled. */
  refusal?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy = false,
  error,
  refusal = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const danger = tone === 'danger';
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      size="sm"
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus={danger ? '' : undefined}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={busy}
            disabled={refusal !== null}
            data-autofocus={danger ? undefined : ''}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm__message">{message}</div>
      <WriteRefusal reason={refusal} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
