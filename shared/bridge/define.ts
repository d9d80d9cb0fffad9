import type { z } from 'zod';
import type { Result } from './result.ts';

/** One bridge method: its one-line doc and the schemas of its input and output. */
export interface BridgeMethod<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly doc: string;
  readonly input: I;
  readonly output: O;
}

/** Declares a bridge method. Names are `<area>.<verb>`, e.g. `postcodes.list`. */
export function method<I extends z.ZodType, O extends z.ZodType>(doc: string, input: I, output: O): BridgeMethod<I, O> {
  return { doc, input, output };
}

/** A map of method name → method; the whole bridge contract is one of these. */
export type BridgeMethods = Record<string, BridgeMethod>;

/** What the renderer passes for a method. */
export type MethodInput<M extends BridgeMethod> = z.input<M['input']>;
/** What the renderer gets back for a method. */
export type MethodOutput<M extends BridgeMethod> = z.output<M['output']>;

type AreaOf<K> = K extends `${infer A}.${string}` ? A : never;
type VerbOf<K, A extends string> = K extends `${A}.${infer V}` ? V : never;

/** The renderer-facing API built from a contract: `desk.postcodes.list(input)` → Promise<Result>. */
export type DeskMethods<C extends BridgeMethods> = {
  [A in AreaOf<keyof C & string>]: {
    [V in VerbOf<keyof C & string, A>]: (input: MethodInput<C[`${A}.${V}`]>) => Promise<Result<MethodOutput<C[`${A}.${V}`]>>>;
  };
};

/** Main-side handlers: one per method, a missing one fails typecheck. */
export type BridgeHandlers<C extends BridgeMethods, Ctx> = {
  [K in keyof C]: (input: z.output<C[K]['input']>, ctx: Ctx) => Promise<MethodOutput<C[K]>>;
};

/** A map of event name → payload schema (main → renderer). */
export type BridgeEvents = Record<string, z.ZodType>;

/** Subscribes to a main → renderer event; returns the unsubscribe function. */
export type DeskEvents<E extends BridgeEvents> = {
  on<K extends keyof E & string>(event: K, listener: (payload: z.output<E[K]>) => void): () => void;
};
