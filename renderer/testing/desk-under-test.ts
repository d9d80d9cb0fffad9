import { createFakeDesk, type FakeDesk } from './fake-desk.ts';

const KEY = Symbol.for('collection-desk.fake-desk');
const holder = globalThis as typeof globalThis & { [KEY]?: FakeDesk };

/**
 * The fake desk behind `window.desk` in this test file: one per page, however often this module is
 * evaluated (the setup file and the tests may load it under different URLs). Installed before any
 * renderer module runs, so renderer/lib/desk.ts takes it as it takes Electron's preload bridge.
 */
export const fakeDesk: FakeDesk = (holder[KEY] ??= createFakeDesk());
if (!window.desk) Object.defineProperty(window, 'desk', { value: fakeDesk.desk, configurable: false, writable: false });
