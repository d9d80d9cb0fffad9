import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

// The tests' side of the real Secret Service: how to run them, unique service names, and libsecret's own
// command-line tool as the witness of what is stored.

/** What to do when the keychain tests run without a Secret Service. */
export const HOW_TO_RUN_KEYCHAIN_TESTS =
  'These tests need a real Secret Service, but DBUS_SESSION_BUS_ADDRESS is not set. Run them as CI does:\n' +
  '  bash scripts/keyring-session.sh npx vitest run electron/app\n' +
  '(Debian packages: gnome-keyring dbus libsecret-tools)';

/** Fails loudly (never skips) when there is no session bus: a broken CI must not pass with the keychain untested. */
export function requireSecretService(): void {
  if (process.platform === 'linux' && !process.env.DBUS_SESSION_BUS_ADDRESS) throw new Error(HOW_TO_RUN_KEYCHAIN_TESTS);
}

/** A unique keychain service name for one test file. */
export function testKeychainService(label: string): string {
  return `collection-desk-test-${label}-${process.pid}-${randomUUID().slice(0, 8)}`;
}

/** Runs libsecret's command-line tool: proof of what is really in the Secret Service. */
export function secretTool(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('secret-tool', args, { encoding: 'utf8', input, timeout: 15_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The secret saved under `account` of `service`, or null. */
export function keychainLookup(service: string, account: string): string | null {
  const found = secretTool(['lookup', 'service', service, 'username', account]);
  return found.status === 0 ? found.stdout : null;
}

/** Deletes every entry of a test's keychain service. */
export function clearKeychainService(service: string): void {
  if (process.platform === 'linux' && process.env.DBUS_SESSION_BUS_ADDRESS) secretTool(['clear', 'service', service]);
}
