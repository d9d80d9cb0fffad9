import { parseArgs } from 'node:util';
import { startSandbox } from './start-sandbox.ts';

// `npm run sandbox -- [--port N] [--data DIR] [--users N] [--cookie-delay-ms MS] [--job-delay-ms MS] [--credits N]`
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    data: { type: 'string' },
    users: { type: 'string', default: '1' },
    'cookie-delay-ms': { type: 'string', default: '3000' },
    'job-delay-ms': { type: 'string', default: '50' },
    credits: { type: 'string', default: '10000' },
  },
});

function count(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const sandbox = await startSandbox({
  port: count('port', values.port),
  dataDir: values.data,
  users: count('users', values.users),
  cookieDelayMs: count('cookie-delay-ms', values['cookie-delay-ms']),
  jobDelayMs: count('job-delay-ms', values['job-delay-ms']),
  credits: count('credits', values.credits),
  log: (line) => console.log(`[sandbox] ${line}`),
});
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[sandbox] ${signal}: shutting down`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// Printed after the signal handlers are in place: the first stdout line is the machine-readable
// start-up record, logs follow.
console.log(JSON.stringify({ baseUrl: sandbox.baseUrl, users: sandbox.users }));
console.log(`[sandbox] serving synthetic data from ${sandbox.dataDir}`);
