import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field.tsx';
import type { FieldProps } from './field.tsx';

/** Props of TextField: native input props plus label, hint and in-place error. */
export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
  /** Class of the wrapping field (the input itself gets `input`). */
  fieldClassName?: string;
}

/** A labelled single-line text input. */
export function TextField({ label, hint, error, hideLabel, id, fieldClassName, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} ids={ids} required={input.required} className={fieldClassName}>
      <input ref={ref} type="text" {...input} id={ids.controlId} className={className ? `input ${className}` : 'input'} {...ids.aria} />
    </FieldFrame>
  );
}
