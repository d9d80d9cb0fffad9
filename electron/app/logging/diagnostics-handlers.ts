import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { diagnosticsMethods } from '../../../shared/bridge/methods/diagnostics.ts';
import type { BridgeContext } from '../bridge/router.ts';

/** Enough to diagnose a crash loop; past it a misbehaving page cannot flood the log. */
export const MAX_ERROR_REPORTS_PER_RUN = 50;

/** What the diagnostics handlers need from the host. */
export interface DiagnosticsDeps {
  log: (line: string) => void;
}

/** Handlers of the `diagnostics` area. */
export function diagnosticsHandlers(deps: DiagnosticsDeps): BridgeHandlers<typeof diagnosticsMethods, BridgeContext> {
  let reports = 0;
  return {
    'diagnostics.reportError': async ({ where, message, stack, componentStack }) => {
      reports += 1;
      if (reports > MAX_ERROR_REPORTS_PER_RUN) return { logged: false };
      const detail = [stack && `stack: ${stack}`, componentStack && `components: ${componentStack.trim()}`].filter(Boolean).join('\n');
      const last = reports === MAX_ERROR_REPORTS_PER_RUN ? ' (further reports this run are not logged)' : '';
      deps.log(`renderer: ${where} failed: ${message}${last}${detail ? `\n${detail}` : ''}`);
      return { logged: true };
    },
  };
}
