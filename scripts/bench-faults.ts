// `npm run bench:faults`: a whole working day (postcodes watched to active, a 5000-row import, pasted lists,
// two runs with results downloaded, a category scrape, catalogue browsing, a key rotation) through the
// composed desk against a sandbox behind a seeded fault proxy. Prints what reached the sandbox, the faults
// injected by kind, the desk's retries, duplicates and rows lost (both must be 0) and the time. Run it in a
// keyring session (the desk stores the profile's key in the OS keychain); FAULT_SEED picks another seed and
// FAULT_VERBOSE=1 adds what reached the sandbox per endpoint and each failure the user saw. E.g.
//   bash scripts/keyring-session.sh npm run bench:faults
import { BAD_NETWORK, FULL_DAY, runFaultyDay } from '../electron/app/testing/faulty-day.ts';
import { requireSecretService } from '../electron/app/testing/desk-test-kit.ts';

requireSecretService();
const seed = Number(process.env.FAULT_SEED ?? 11);
const report = await runFaultyDay({ size: FULL_DAY, seed, rates: BAD_NETWORK });
const { figures } = report;
const injected = Object.values(figures.faults).reduce((a, b) => a + b, 0);
console.log(`A day on a bad network (seed ${seed}, ${FULL_DAY.importRows}-row import):`);
console.log(`  requests ${figures.requests} (reached the sandbox ${figures.reachedSandbox})`);
console.log(
  `  faults injected ${injected}: ${Object.entries(figures.faults)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(`  retries by the desk ${report.retries}`);
console.log(`  answers lost and settled by reading again ${report.reconciled}`);
console.log(`  failures the user saw and retried ${report.userVisibleFailures.length}`);
console.log(`  duplicates ${figures.duplicates.length} (target 0)${figures.duplicates.length ? `: ${figures.duplicates.join('; ')}` : ''}`);
console.log(`  rows lost ${report.rowsLost} (target 0) · added ${report.rowsAdded} · reported ${report.rowsRejected}`);
console.log(`  watchers left ${report.watchersLeft} (target 0) · connection ${report.connection} (target online)`);
console.log(`  time ${(report.ms / 1000).toFixed(1)} s`);
if (process.env.FAULT_VERBOSE) {
  for (const [endpoint, n] of Object.entries(figures.perEndpoint).sort((a, b) => b[1] - a[1])) console.log(`    reached ${n} × ${endpoint}`);
  for (const line of report.userVisibleFailures) console.log(`    ${line}`);
}
if (figures.duplicates.length > 0 || report.rowsLost > 0 || report.watchersLeft > 0 || report.connection !== 'online') process.exitCode = 1;
