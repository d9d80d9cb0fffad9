import { beforeAll, describe, expect, it } from 'vitest';
import { requireSecretService } from './desk-test-kit.ts';
import { MISSING_TEXT } from '../../../shared/api/lenient.ts';
import { BAD_NETWORK, runFaultyDay, SHORT_DAY } from './faulty-day.ts';
import { perturbShownFields } from './perturb.ts';

beforeAll(() => requireSecretService());

describe('a working day on a bad network (real desk, real sandbox behind a seeded fault proxy)', () => {
  it('sends no change twice, loses no import row, ends every watcher and stays connected', async () => {
    const report = await runFaultyDay({ size: SHORT_DAY, seed: 11, rates: BAD_NETWORK });
    const { faults } = report.figures;
    // The day really met every kind of fault, or it proves nothing.
    expect(faults.drop).toBeGreaterThan(0);
    expect(faults['reset-response']).toBeGreaterThan(0);
    expect(faults['reset-download']).toBeGreaterThan(0);
    expect(faults['http-500'] + faults['http-502'] + faults['http-503']).toBeGreaterThan(0);
    expect(faults['http-429']).toBeGreaterThan(0);
    expect(report.retries).toBeGreaterThan(0);
    expect(report.figures.duplicates).toEqual([]);
    expect(report.rowsLost).toBe(0);
    expect(report.rowsAdded + report.rowsRejected).toBe(SHORT_DAY.importRows);
    expect(report.watchersLeft).toBe(0);
    expect(report.connection).toBe('online');
  }, 120_000);

  it('gets through the same day when answers carry nulls, unknown fields and other timestamp precision', async () => {
    const report = await runFaultyDay({ size: SHORT_DAY, seed: 12, rates: BAD_NETWORK, perturb: perturbShownFields });
    expect(report.figures.duplicates).toEqual([]);
    expect(report.rowsLost).toBe(0);
    expect(report.watchersLeft).toBe(0);
    expect(report.connection).toBe('online');
    // The Payments panel keeps its rows: a null description reads as "—".
    expect(report.account.paymentDescriptions).toContain(MISSING_TEXT);
    expect(report.account.remainingCredits).toBeGreaterThan(0);
  }, 120_000);
});
