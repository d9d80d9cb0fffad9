import { describe, expect, it } from 'vitest';
import { diagnosticsMethods } from '../../../shared/bridge/methods/diagnostics.ts';
import { createBridgeRouter } from '../bridge/router.ts';
import { diagnosticsHandlers, MAX_ERROR_REPORTS_PER_RUN } from './diagnostics-handlers.ts';

describe('diagnostics handlers', () => {
  it('log an error boundary report with its stacks, and stop after a bounded number per run', async () => {
    const logs: string[] = [];
    const router = createBridgeRouter(diagnosticsMethods, diagnosticsHandlers({ log: (l) => logs.push(l) }));
    const report = { where: 'Collections', message: 'Cannot read properties of null', stack: 'TypeError: x\n  at a', componentStack: '\n  at CollectionTable' };
    expect(await router.invoke('diagnostics.reportError', report, { origin: 'web' })).toEqual({ ok: true, value: { logged: true } });
    expect(logs[0]).toBe('renderer: Collections failed: Cannot read properties of null\nstack: TypeError: x\n  at a\ncomponents: at CollectionTable');
    for (let i = 1; i < MAX_ERROR_REPORTS_PER_RUN + 5; i += 1) await router.invoke('diagnostics.reportError', report, { origin: 'web' });
    expect(logs).toHaveLength(MAX_ERROR_REPORTS_PER_RUN);
    expect(logs.at(-1)).toMatch(/further reports this run are not logged/);
    const tooLong = await router.invoke('diagnostics.reportError', { where: 'x', message: 'm'.repeat(5000) }, { origin: 'web' });
    expect(tooLong.ok).toBe(false);
  });
});
