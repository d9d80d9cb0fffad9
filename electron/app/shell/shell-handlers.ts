import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { shellMethods } from '../../../shared/bridge/methods/shell.ts';
import { isAllowedExternalUrl } from '../../../shared/links/external-url.ts';
import type { BridgeContext } from '../bridge/router.ts';
import { DeskError } from '../connection/desk-error.ts';

/** Handlers of the `shell` area: `openExternal` is the shell's (Electron: shell.openExternal; browser mode: a log line). */
export function shellHandlers(deps: { openExternal: (url: string) => Promise<void>; mode: 'electron' | 'web' }): BridgeHandlers<typeof shellMethods, BridgeContext> {
  return {
    'shell.openProduct': async ({ url }) => {
      if (!isAllowedExternalUrl(url)) {
        throw new DeskError('invalid-input', 'Only https links to the known retail sites can be opened outside the app.');
      }
      // The URL passed the https retail-host allowlist just above (and main checks it again).
      await deps.openExternal(new URL(url).toString()); // eng-disable OPEN_EXTERNAL_JS_CHECK
      // Browser mode only logs the link: the page may open it itself.
      return { opened: deps.mode === 'electron' };
    },
  };
}
