import { appMethods } from './methods/app.ts';
import { serviceMethods } from './methods/service-methods.ts';
import { importMethods } from './methods/imports.ts';

/**
 * The bridge contract: every method the renderer may call, as one spread of area objects
 * (one file per area under `methods/`; add an area with one line here).
 */
export const bridgeContract = {
  ...appMethods,
  ...serviceMethods,
  ...importMethods,
};

/** The bridge contract's type. */
export type BridgeContract = typeof bridgeContract;
