// electron-vite: the main process (ESM), the sandboxed preload (one CommonJS file) and the renderer,
// all built into out/. The renderer reuses renderer/vite.config.ts (browser mode's build) when it exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type RendererViteConfig, type UserConfig } from 'electron-vite';
import { loadConfigFromFile, type ConfigEnv } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts: string[]): string => path.resolve(root, ...parts);

/**
 * The renderer settings shared with browser mode (plugins, aliases, CSS, defines) from
 * renderer/vite.config.ts; where it writes and how it serves stay electron-vite's.
 */
async function rendererConfig(env: ConfigEnv): Promise<RendererViteConfig> {
  const file = at('renderer', 'vite.config.ts');
  const loaded = existsSync(file) ? await loadConfigFromFile(env, file, root, 'silent') : null;
  const shared = loaded?.config ?? { plugins: [react()] };
  const { root: _root, base: _base, build, server: _server, preview: _preview, publicDir, ...rest } = shared;
  const { outDir: _outDir, emptyOutDir: _emptyOutDir, lib: _lib, ssr: _ssr, rollupOptions, rolldownOptions, ...buildRest } = build ?? {};
  // Keep its output settings (chunk groups), but build only the app page: browser-only pages stay out.
  const { input: _input, ...bundlerRest } = rolldownOptions ?? rollupOptions ?? {};
  return {
    ...rest,
    root: at('renderer'),
    publicDir: typeof publicDir === 'string' ? path.resolve(at('renderer'), publicDir) : publicDir,
    build: {
      // Minified like browser mode's build (electron-vite's own default is not to minify).
      minify: true,
      ...buildRest,
      outDir: at('out', 'renderer'),
      emptyOutDir: true,
      rolldownOptions: { ...bundlerRest, input: at('renderer', 'index.html') },
    },
  };
}

export default defineConfig(async (env): Promise<UserConfig> => ({
  main: {
    build: {
      outDir: at('out', 'main'),
      // App code and pure-JS dependencies are bundled; Node built-ins and electron are external by
      // default, and so is the keychain's native addon, which must load from node_modules.
      externalizeDeps: false,
      lib: { entry: at('electron', 'main', 'index.ts') },
      rolldownOptions: { external: ['@napi-rs/keyring', /^@napi-rs\/keyring-/] },
    },
  },
  preload: {
    build: {
      outDir: at('out', 'preload'),
      // A sandboxed preload can require only `electron`: bundle everything else into one CommonJS file.
      externalizeDeps: false,
      lib: { entry: at('electron', 'preload', 'index.ts'), formats: ['cjs'] },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  },
  renderer: await rendererConfig(env),
}));
