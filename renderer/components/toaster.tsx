import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModalStack } from '../lib/modal-stack.ts';
import { MAX_TOASTS, useToasts } from '../lib/toasts.ts';
import type { Toast } from '../lib/toasts.ts';
import { Button } from './button.tsx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';

function ToastIcon({ tone }: { tone: Toast['tone'] }) {
  if (tone === 'success') return <CheckIcon />;
  if (tone === 'info') return <InfoIcon />;
  return <AlertIcon />;
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToasts((state) => state.dismiss);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    remaining.current = toast.durationMs;
  }, [toast]);

  useEffect(() => {
    if (paused || remaining.current === null) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, toast, dismiss]);

  return (
    <div
      className={`toast toast--${toast.tone}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__icon">
        <ToastIcon tone={toast.tone} />
      </span>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.message && <p className="toast__message">{toast.message}</p>}
      </div>
      {toast.action && (
        <Button
          size="sm"
          onClick={() => {
            toast.action?.onClick();
            dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </Button>
      )}
      <Button size="sm" variant="ghost" aria-label="Dismiss notification" icon={<CloseIcon />} onClick={() => dismiss(toast.id)} />
    </div>
  );
}

/**
 * Keeps the notices above every dialog and drawer, and usable there: the region is a manual popover (the
 * top layer, where z-index cannot reach dialogs), shown again after each modal dialog opens so that it
 * stacks above it, and moved inside the topmost modal dialog, since a modal makes everything outside it
 * inert even when drawn above it. Moving one element (not re-rendering into another) keeps each toast's
 * timer and the live regions.
 */
function useTopLayerRegion(): HTMLDivElement {
  const [region] = useState(() => {
    const element = document.createElement('div');
    element.className = 'toaster';
    element.popover = 'manual';
    return element;
  });
  const host = useModalStack((s) => s.stack.at(-1) ?? null);
  useLayoutEffect(() => {
    // Re-inserting hides a shown popover; showing it again puts it on top of the top layer.
    (host ?? document.body).append(region);
    if (!region.matches(':popover-open')) region.showPopover();
  }, [host, region]);
  useEffect(() => () => region.remove(), [region]);
  return region;
}

/**
 * Renders the toast store in the bottom-right corner, at most MAX_TOASTS at once, above any dialog. Two live regions exist from the
 * start so screen readers announce what is added: polite for info/success/warning, assertive for errors.
 */
export function Toaster() {
  const region = useTopLayerRegion();
  const all = useToasts((state) => state.toasts);
  const setRecentOpen = useToasts((state) => state.setRecentOpen);
  // Only errors can exceed the limit (the store drops the rest): the newest show, the others are counted.
  const toasts = all.slice(-MAX_TOASTS);
  const hidden = all.length - toasts.length;
  const errors = toasts.filter((t) => t.tone === 'error');
  const others = toasts.filter((t) => t.tone !== 'error');
  return createPortal(
    <>
      {hidden > 0 && (
        <Button size="sm" variant="ghost" className="toaster__more" onClick={() => setRecentOpen(true)}>
          {hidden === 1 ? '1 more error' : `${hidden} more errors`} in Recent notices
        </Button>
      )}
      <div role="status" aria-live="polite" aria-label="Notifications" className="toaster__region">
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      {/* A log, not an alert: while a dialog is open the regions sit inside it, beside the dialog's own alerts. */}
      <div role="log" aria-live="assertive" aria-label="Errors" className="toaster__region">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </>,
    region,
  );
}
