import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';

/** The label, hint and error every form control shares. */
export interface FieldProps {
  label: ReactNode;
  /** Help under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** An in-place error: sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Keeps the label for assistive tech but hides it visually (e.g. inside a toolbar). */
  hideLabel?: boolean;
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  aria: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** Computes the ids of a field; pass the caller's `id` to keep it. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string): FieldIds {
  const auto = useId();
  const controlId = id ?? `field${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': described } };
}

/** Props of FieldFrame: the field texts, the ids and the control. */
export interface FieldFrameProps extends FieldProps {
  ids: FieldIds;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Lays out label, control, hint and error in a column. */
export function FieldFrame({ label, hint, error, hideLabel, ids, required, className, children }: FieldFrameProps) {
  return (
    <div className={cx('field', error ? 'field--invalid' : undefined, className)}>
      <label htmlFor={ids.controlId} className={cx('field__label', hideLabel && 'visually-hidden')}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
