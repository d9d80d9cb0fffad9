import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';

/** Props of FormRow: fields laid side by side, wrapping on narrow windows. */
export interface FormRowProps {
  children: ReactNode;
  /** Equal columns; default lets each field size itself. */
  columns?: 2 | 3 | 4;
  className?: string;
}

/** A row of form fields. */
export function FormRow({ children, columns, className }: FormRowProps) {
  return <div className={cx('form-row', columns && `form-row--cols-${columns}`, className)}>{children}</div>;
}

/** Props of FormActions. */
export interface FormActionsProps {
  children: ReactNode;
  /** Where the buttons sit; forms end-align, toolbars start-align. */
  align?: 'start' | 'end';
}

/** The row of buttons at the bottom of a form. */
export function FormActions({ children, align = 'end' }: FormActionsProps) {
  return <div className={cx('form-actions', align === 'start' && 'form-actions--start')}>{children}</div>;
}
