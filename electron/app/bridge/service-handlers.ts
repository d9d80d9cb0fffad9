import type { Endpoint } from '../../../shared/api/endpoint.ts';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import { serviceMethodEndpoints, type serviceMethods } from '../../../shared/bridge/methods/service-methods.ts';
import type { ServiceClient } from '../service/service-client.ts';
import type { BridgeContext } from './router.ts';

/** Handlers of the service methods: a ServiceClient call each. */
export type ServiceHandlers = BridgeHandlers<typeof serviceMethods, BridgeContext>;

/**
 * One handler per derived service method, forwarding the parsed input to the active profile's
 * client (`getClient` is asked on every call, so a profile switch takes effect at once). The
 * playground goes through `client.playground`, which turns `data.output.error` into a failure.
 * A thrown ServiceError keeps its kind and message through the router.
 */
export function serviceHandlers(getClient: () => ServiceClient): ServiceHandlers {
  const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(serviceMethodEndpoints)) {
    const e: Endpoint = endpoint;
    handlers[name] = name.startsWith('playground.') ? (input) => getClient().playground(e, input as never) : (input) => getClient().call(e, input as never);
  }
  return handlers as unknown as ServiceHandlers;
}
