import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field.tsx';
import type { FieldProps } from './field.tsx';

/** Props of NumberField: a number-or-null value instead of text. */
export interface NumberFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'children'> {
  value: number | null;
  /** Called with the parsed number, or null while the box is empty or not a number. */
  onValueChange: (value: number | null) => void;
  /** Unit shown after the box, e.g. "minutes". */
  unit?: string;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}

/** A labelled numeric input (native number box, so min/max/step work with the keyboard). */
export function NumberField({ label, hint, error, hideLabel, id, value, onValueChange, unit, fieldClassName, ref, ...input }: NumberFieldProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  const box = (
    <input
      ref={ref}
      type="number"
      inputMode="decimal"
      {...input}
      id={ids.controlId}
      className="input input--number"
      value={value === null || Number.isNaN(value) ? '' : value}
      onChange={(event) => {
        const parsed = event.currentTarget.valueAsNumber;
        onValueChange(Number.isNaN(parsed) ? null : parsed);
      }}
      {...ids.aria}
    />
  );
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} ids={ids} required={input.required} className={fieldClassName}>
      {unit ? (
        <span className="input-group">
          {box}
          <span className="input-group__unit">{unit}</span>
        </span>
      ) : (
        box
      )}
    </FieldFrame>
  );
}
