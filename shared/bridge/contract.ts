import { appMethods } from './methods/app.ts';
import { serviceMethods } from './methods/service-methods.ts';
import { maskedAccountMethods } from './methods/account-masked.ts';
import { connectionMethods } from './methods/connection.ts';
import { copyStoreMethods } from './methods/copy-store.ts';
import { credentialMethods } from './methods/credentials.ts';
import { exportMethods } from './methods/exports.ts';
import { fileMethods } from './methods/files.ts';
import { importMethods } from './methods/imports.ts';
import { inboxMethods } from './methods/inbox.ts';
import { itemMethods } from './methods/items.ts';
import { localCopyMethods } from './methods/local-copy.ts';
import { profileMethods } from './methods/profiles.ts';
import { settingsMethods } from './methods/settings.ts';
import { sandboxMethods } from './methods/sandbox.ts';
import { shellMethods } from './methods/shell.ts';
import { watchMethods } from './methods/watch.ts';
import { diagnosticsMethods } from './methods/diagnostics.ts';
import { updateMethods } from './methods/updates.ts';

/**
 * The bridge contract: every method the renderer may call, as one spread of area objects
 * (one file per area under `methods/`; add an area with one line here).
 */
export const bridgeContract = {
  ...appMethods,
  ...serviceMethods,
  ...maskedAccountMethods, // after serviceMethods: replaces the derived account outputs with masked-key ones
  ...profileMethods,
  ...credentialMethods,
  ...connectionMethods,
  ...fileMethods,
  ...exportMethods,
  ...shellMethods,
  ...itemMethods,
  ...importMethods,
  ...watchMethods,
  ...localCopyMethods,
  ...copyStoreMethods,
  ...inboxMethods,
  ...settingsMethods,
  ...sandboxMethods,
  ...diagnosticsMethods,
  ...updateMethods,
};

/** The bridge contract's type. */
export type BridgeContract = typeof bridgeContract;
