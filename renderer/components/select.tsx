import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field.tsx';
import type { FieldProps } from './field.tsx';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of Select: native select props plus options, label, hint and error. */
export interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Any status". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  fieldClassName?: string;
}

/** A labelled native select (native for keyboard and screen-reader behaviour). */
export function Select({ label, hint, error, hideLabel, id, options, placeholder, fieldClassName, ref, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, error, select['aria-describedby']);
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} ids={ids} required={select.required} className={fieldClassName}>
      <select ref={ref} {...select} id={ids.controlId} className="input select" {...ids.aria}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
