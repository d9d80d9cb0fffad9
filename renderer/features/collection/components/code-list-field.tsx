import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../../../components/field.tsx';
import type { FieldProps } from '../../../components/field.tsx';

/** Props of CodeListField: a labelled multi-line box for pasted codes. */
export interface CodeListFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

/** A labelled textarea for a pasted list of codes (monospace, no spell check). */
export function CodeListField({ label, hint, error, hideLabel, id, ...area }: CodeListFieldProps) {
  const ids = useFieldIds(id, hint, error, area['aria-describedby']);
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} ids={ids} required={area.required}>
      <textarea spellCheck={false} autoComplete="off" rows={8} {...area} id={ids.controlId} className="input code-list mono" {...ids.aria} />
    </FieldFrame>
  );
}
