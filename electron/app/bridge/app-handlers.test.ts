import { describe, expect, it } from 'vitest';
import { appMethods } from '../../../shared/bridge/methods/app.ts';
import { appHandlers, ELECTRON_IMAGE_BASE } from './app-handlers.ts';
import { createBridgeRouter } from './router.ts';

describe('app handlers', () => {
  it('report the mode and image base of the calling transport', async () => {
    const router = createBridgeRouter(appMethods, appHandlers({ version: '1.2.3', sandbox: true }));
    expect(await router.invoke('app.info', {}, { origin: 'ipc' })).toEqual({ ok: true, value: { version: '1.2.3', mode: 'electron', sandbox: true } });
    expect(await router.invoke('app.info', {}, { origin: 'web', imageBase: '/image/c/' })).toMatchObject({ ok: true, value: { mode: 'web' } });
    expect(await router.invoke('app.imageBase', {}, { origin: 'ipc' })).toEqual({ ok: true, value: { base: ELECTRON_IMAGE_BASE } });
    expect(await router.invoke('app.imageBase', {}, { origin: 'web', imageBase: '/image/c/' })).toEqual({ ok: true, value: { base: '/image/c/' } });
  });
});
