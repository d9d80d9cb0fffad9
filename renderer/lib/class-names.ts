/** Joins truthy class names: cx('btn', busy && 'btn--busy') → "btn btn--busy". */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  let out = '';
  for (const name of names) if (name) out = out ? `${out} ${name}` : name;
  return out;
}
