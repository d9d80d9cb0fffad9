import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { modalClosed, modalOpened } from '../lib/modal-stack.ts';
import { Button } from './button.tsx';
import { trapTab } from './focusable.ts';
import { CloseIcon } from './icons.tsx';

/** Props of Dialog: controlled by `open`; every way of closing (Escape, ×, backdrop) calls onClose. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `end` slides in from the right edge (used by Drawer). */
  placement?: 'center' | 'end';
  /** Clicking outside closes; off for dialogs holding unsaved input. */
  closeOnBackdrop?: boolean;
  className?: string;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * An accessible modal on the native <dialog> (top layer, inert background): focus moves in on open,
 * Tab is trapped, Escape closes, focus returns to the opener, labelled by its title.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  placement = 'center',
  closeOnBackdrop = true,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    modalOpened(dialog);
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FIRST_FIELD);
    if (target) target.focus();
    return () => {
      if (dialog.open) dialog.close();
      modalClosed(dialog);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // A body taller than the window scrolls: it takes the keyboard's focus then, so arrow keys and Page Down
  // reach what is below (a product's fields on a 13" screen hold no button to tab to).
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = bodyRef.current;
    if (!open || !body) return;
    const mark = () => {
      if (body.scrollHeight > body.clientHeight + 1) body.tabIndex = 0;
      else body.removeAttribute('tabindex');
    };
    const observer = new ResizeObserver(mark);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    mark();
    return () => observer.disconnect();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cx('dialog', `dialog--${size}`, placement === 'end' && 'dialog--drawer', className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (ref.current) trapTab(event, ref.current);
      }}
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedBackdrop.current && event.target === event.currentTarget) onClose();
        pressedBackdrop.current = false;
      }}
    >
      {open && (
        <div className="dialog__surface">
          <header className="dialog__header">
            <div className="dialog__titles">
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="dialog__description">
                  {description}
                </p>
              )}
            </div>
            <Button variant="ghost" size="sm" aria-label="Close" icon={<CloseIcon />} onClick={onClose} />
          </header>
          {children !== undefined && (
            <div ref={bodyRef} className="dialog__body">
              {children}
            </div>
          )}
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
