import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../lib/class-names.ts';
import { Spinner } from './spinner.tsx';

/** How strongly a button calls for attention. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** Props of Button: native button props plus variant, size, loading and a leading icon. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner, keeps the label and blocks clicks (aria-busy). */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('btn', `btn--${variant}`, size === 'sm' && 'btn--sm', loading && 'btn--loading', !children && 'btn--icon', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : icon}
      {children}
    </button>
  );
}
