import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { method, type BridgeMethod } from './define.ts';

/** A service contract as `shared/api/contract.ts` declares it: area → endpoint name → endpoint. */
export type ServiceAreas = Record<string, Record<string, Endpoint>>;

/** An object input schema with unknown keys rejected; other schemas stay as they are. */
export type StrictInput<I extends z.ZodType> = I extends z.ZodObject<infer S, infer _C> ? z.ZodObject<S, z.core.$strict> : I;

/** Output fields that carry a credential: never sent to the renderer. */
export const SECRET_OUTPUT_FIELDS = ['api_key', 'token'] as const;
/** One credential-bearing output field. */
export type SecretOutputField = (typeof SECRET_OUTPUT_FIELDS)[number];

/** An object output schema without its credential fields; other schemas stay as they are. */
export type SafeOutput<O extends z.ZodType> = O extends z.ZodObject<infer S, infer C> ? z.ZodObject<Omit<S, SecretOutputField>, C> : O;

/** The bridge method derived from one endpoint. */
export type ServiceMethod<E extends Endpoint> = BridgeMethod<StrictInput<E['input']>, SafeOutput<E['output']>>;

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

/** Drops credential fields from an object output schema, so the router strips them before they leave main. */
export function safeOutput<O extends z.ZodType>(schema: O): SafeOutput<O> {
  if (!(schema instanceof z.ZodObject)) return schema as SafeOutput<O>;
  const present = SECRET_OUTPUT_FIELDS.filter((field) => Object.hasOwn(schema.shape, field));
  if (present.length === 0) return schema as unknown as SafeOutput<O>;
  const mask = Object.fromEntries(present.map((field) => [field, true])) as Record<SecretOutputField, true>;
  try {
    return schema.omit(mask as never) as unknown as SafeOutput<O>;
  } catch {
    // zod refuses .omit() on a refined object: rebuild it from the remaining fields (the client has
    // already checked the refinements when it parsed the service's answer).
    const shape: Record<string, z.ZodType> = { ...schema.shape };
    for (const field of present) delete shape[field];
    return z.object(shape) as unknown as SafeOutput<O>;
  }
}

/** The derived methods plus, for each, the endpoint it calls. */
export interface DerivedService<M> {
  readonly methods: M;
  readonly endpoints: Readonly<Record<string, Endpoint>>;
  /** Names the rule left out: not plain JSON endpoints (files, multipart, sandbox-only). */
  readonly excluded: readonly string[];
}

/**
 * Derives one bridge method per bridgeable endpoint: `<area>.<name>`, input made strict, output
 * without credential fields. `exclude` names endpoints left out on purpose; the runtime also leaves
 * out every endpoint {@link isBridgeable} refuses, and a test checks those are all in `exclude`
 * (so the type, which only knows `exclude`, stays exact).
 */
export function deriveServiceMethods<C extends ServiceAreas, const X extends string = never>(
  contract: C,
  exclude: readonly X[] = [],
): DerivedService<ServiceMethodsOf<C, X>> {
  const methods: Record<string, BridgeMethod> = {};
  const endpoints: Record<string, Endpoint> = {};
  const excluded: string[] = [];
  for (const [area, areaEndpoints] of Object.entries(contract)) {
    for (const [name, e] of Object.entries(areaEndpoints)) {
      const key = `${area}.${name}`;
      if (!isBridgeable(e)) excluded.push(key);
      if (!isBridgeable(e) || (exclude as readonly string[]).includes(key)) continue;
      methods[key] = method(`Service call: ${e.path}`, strictInput(e.input), safeOutput(e.output));
      endpoints[key] = e;
    }
  }
  return { methods: methods as ServiceMethodsOf<C, X>, endpoints, excluded };
}
