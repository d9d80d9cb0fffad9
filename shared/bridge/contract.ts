import { appMethods } from './methods/app.ts';

/**
 * The bridge contract: every method the renderer may call, as one spread of area objects
 * (one file per area under `methods/`; add an area with one line here).
 */
export const bridgeContract = {
  ...appMethods,
};

/** The bridge contract's type. */
export type BridgeContract = typeof bridgeContract;
