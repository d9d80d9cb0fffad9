// `node scripts/with-electron.ts <command> [args…]`: obtains the Electron binary (see electron-binary.ts),
// then runs the command with ELECTRON_EXEC_PATH pointing at it (electron-vite reads that). Without the
// binary it prints one paragraph saying why and what to do, and exits 1. `npm start` and `npm run dist` use it.
import { spawn } from 'node:child_process';
import { electronPackageDir, failureParagraph, obtainElectron } from './electron-binary.ts';

const [command, ...args] = process.argv.slice(2);
const binary = await obtainElectron({ electronDir: electronPackageDir(), env: process.env, print: (line) => console.log(line) });
if (!binary.ok) {
  console.error(`\n${failureParagraph(binary.reason)}\n`);
  process.exit(1);
}
if (command) {
  // npm puts node_modules/.bin on PATH; on Windows those are .cmd shims, which need a shell.
  const child = spawn(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, ELECTRON_EXEC_PATH: binary.execPath },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
