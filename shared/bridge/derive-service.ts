import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { method, type BridgeMethod } from './define.ts';

/** A service contract as `shared/api/contract.ts` declares it: area → endpoint name → endpoint. */
export type ServiceAreas = Record<string, Record<string, Endpoint>>;

/** An object input schema with unknown keys rejected; other schemas stay as they are. */
export type StrictInput<I extends z.ZodType> =
  I extends z.ZodObject<infer S, infer _C> ? z.ZodObject<S, z.core.$strict> : I;

/** The bridge method derived from one endpoint. */
export type ServiceMethod<E extends Endpoint> = BridgeMethod<StrictInput<E['input']>, E['output']>;

type AreaMethods<A extends string, Es extends Record<string, Endpoint>> = {
  [N in keyof Es & string as `${A}.${N}`]: ServiceMethod<Es[N]>;
};
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every `<area>.<name>` method of a service contract, without the names in `X`. */
export type ServiceMethodsOf<C extends ServiceAreas, X extends string = never> = Omit<
  UnionToIntersection<{ [A in keyof C & string]: AreaMethods<A, C[A]> }[keyof C & string]>,
  X
>;

/** Whether an endpoint can be a plain JSON bridge method (not a file, multipart or sandbox-only one). */
export function isBridgeable(e: Endpoint): boolean {
  return e.body === 'json' && !e.path.startsWith('sandbox/');
}

/** Makes an object schema reject unknown keys (the renderer never sends more than declared). */
export function strictInput<I extends z.ZodType>(schema: I): StrictInput<I> {
  return (schema instanceof z.ZodObject ? schema.strict() : schema) as StrictInput<I>;
}

/** The derived methods plus, for each, the endpoint it calls. */
export interface DerivedService<M> {
  readonly methods: M;
  readonly endpoints: Readonly<Record<string, Endpoint>>;
  /** Names left out because they are not plain JSON endpoints (files, multipart, sandbox-only). */
  readonly excluded: readonly string[];
}

/**
 * Derives one bridge method per bridgeable endpoint: `<area>.<name>`, input made strict, output as
 * declared. `X` names the endpoints the type leaves out; the runtime leaves out every endpoint that
 * {@link isBridgeable} refuses, and a test keeps the two lists equal.
 */
export function deriveServiceMethods<C extends ServiceAreas, X extends string = never>(
  contract: C,
): DerivedService<ServiceMethodsOf<C, X>> {
  const methods: Record<string, BridgeMethod> = {};
  const endpoints: Record<string, Endpoint> = {};
  const excluded: string[] = [];
  for (const [area, areaEndpoints] of Object.entries(contract)) {
    for (const [name, e] of Object.entries(areaEndpoints)) {
      const key = `${area}.${name}`;
      if (!isBridgeable(e)) {
        excluded.push(key);
        continue;
      }
      methods[key] = method(`Service call: ${e.path}`, strictInput(e.input), e.output);
      endpoints[key] = e;
    }
  }
  return { methods: methods as ServiceMethodsOf<C, X>, endpoints, excluded };
}
