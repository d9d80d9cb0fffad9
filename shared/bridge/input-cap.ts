import type { BridgeMethod } from './define.ts';

/** The default largest bridge input, measured as UTF-8 JSON. */
export const DEFAULT_MAX_INPUT_BYTES = 2 * 1024 * 1024;

/** A bridge method that accepts inputs larger than the default cap (e.g. CSV rows). */
export type CappedMethod<M extends BridgeMethod> = M & { readonly maxInputBytes: number };

/** Raises a method's input cap above {@link DEFAULT_MAX_INPUT_BYTES}: `withInputCap(method(...), 24 * MiB)`. */
export function withInputCap<M extends BridgeMethod>(m: M, maxInputBytes: number): CappedMethod<M> {
  return { ...m, maxInputBytes };
}

/** The input cap of a method: its own when declared, else the default. */
export function inputCapOf(m: BridgeMethod): number {
  const cap = (m as Partial<CappedMethod<BridgeMethod>>).maxInputBytes;
  return typeof cap === 'number' && cap > 0 ? cap : DEFAULT_MAX_INPUT_BYTES;
}
