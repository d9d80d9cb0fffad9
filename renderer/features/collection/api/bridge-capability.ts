import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Result } from '../../../../shared/bridge/result.ts';
import { desk } from '../../../lib/desk.ts';
import { collectionKeys } from './keys.ts';

type LooseMethod = (input: unknown) => Promise<Result<unknown>>;
type LooseDesk = Readonly<Record<string, Readonly<Record<string, LooseMethod | undefined>> | undefined>>;

/** A bridge method by name, whether or not this build's contract declares it (for adapters). */
export function looseMethod(name: string): LooseMethod | undefined {
  const [area, verb] = name.split('.');
  if (!area || !verb) return undefined;
  const method = (desk as unknown as LooseDesk)[area]?.[verb];
  return typeof method === 'function' ? method : undefined;
}

/**
 * Whether the running desk serves a method: absent from the preload, or answered `unknown-method`, means
 * no. The probe sends an empty input, which every such method refuses before doing anything.
 */
export async function probeMethod(name: string): Promise<boolean> {
  const method = looseMethod(name);
  if (!method) return false;
  const result = await method({});
  return result.ok || result.error.kind !== 'unknown-method';
}

/** The probe as a query, asked once per app run. */
export function capabilityQuery(name: string) {
  return queryOptions({
    queryKey: collectionKeys.capability(name),
    queryFn: () => probeMethod(name),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Whether a bridge method is available: true/false, or undefined while probing. */
export function useCapability(name: string): boolean | undefined {
  return useQuery(capabilityQuery(name)).data;
}
