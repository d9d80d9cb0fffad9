import { describe, expect, it } from 'vitest';
import { mainWindowOptions, secureWebPreferences } from './window-options.ts';

describe('secureWebPreferences', () => {
  it('isolates and sandboxes the renderer with no Node and web security on', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs', true);
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    });
  });

  it('allows DevTools only when not packaged', () => {
    expect(secureWebPreferences('/p.cjs', true).devTools).toBe(false);
    expect(secureWebPreferences('/p.cjs', false).devTools).toBe(true);
  });
});

describe('mainWindowOptions', () => {
  it('uses the restored bounds and stays hidden until first paint', () => {
    const options = mainWindowOptions({ x: 10, y: 20, width: 1400, height: 900, maximized: false }, '/p.cjs', true);
    expect(options).toMatchObject({ x: 10, y: 20, width: 1400, height: 900, show: false });
    expect(options.webPreferences).toEqual(secureWebPreferences('/p.cjs', true));
  });

  it('leaves the position to the OS when none is remembered', () => {
    const options = mainWindowOptions({ width: 1280, height: 820, maximized: false }, '/p.cjs', false);
    expect(options).not.toHaveProperty('x');
    expect(options).not.toHaveProperty('y');
  });
});
