import { useEffect, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { useFieldIds } from './field.tsx';

/** Props of Checkbox: native checkbox props plus label (to its right), hint, error and indeterminate. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  indeterminate?: boolean;
}

/** A labelled checkbox. */
export function Checkbox({ label, hint, error, hideLabel, indeterminate = false, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={cx('checkbox', error ? 'field--invalid' : undefined, className)}>
      <span className="checkbox__row">
        <input ref={ref} type="checkbox" {...input} id={ids.controlId} className="checkbox__box" {...ids.aria} />
        <label htmlFor={ids.controlId} className={cx('checkbox__label', hideLabel && 'visually-hidden')}>
          {label}
        </label>
      </span>
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
