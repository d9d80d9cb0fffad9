import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

/** Packages every screen needs: one long-cached vendor chunk instead of copies in each screen. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|zustand)[\\/]/;

/**
 * The dev server injects inline scripts (React Refresh preamble) and <style> tags (CSS HMR) and talks
 * over a WebSocket, which the production CSP forbids. Relax the meta CSP for `vite serve` only; built
 * files keep the strict policy exactly as written in index.html.
 */
function devCsp(): Plugin {
  return {
    name: 'collection-desk:dev-csp',
    apply: 'serve',
    transformIndexHtml(html) {
      return html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws: wss:");
    },
  };
}

/** The app icon (build/icon.svg, the one source image) as the page's favicon, served in dev and emitted in builds. */
function appIcon(): Plugin {
  const source = `${root}/../build/icon.svg`;
  return {
    name: 'collection-desk:icon',
    configureServer(server) {
      server.middlewares.use('/icon.svg', (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.end(readFileSync(source));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'icon.svg', source: readFileSync(source) });
    },
    // Relative to each page (the bench page sits one folder down), as the build's asset URLs are.
    transformIndexHtml: (_html, ctx) => [
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: `${'../'.repeat(ctx.path.split('/').length - 2) || './'}icon.svg` }, injectTo: 'head' },
    ],
  };
}

/**
 * The renderer build: `out/renderer`, relative asset URLs (file:// in Electron, loopback in browser
 * mode), a vendor chunk, one lazy chunk per screen (from the React.lazy imports in app/routes.tsx) and
 * the table bench page as a second, separate entry.
 */
export default defineConfig(({ mode }) => ({
  root,
  base: './',
  plugins: [react(), devCsp(), appIcon()],
  worker: { format: 'es' },
  build: {
    outDir: `${root}/../out/renderer`,
    emptyOutDir: true,
    target: 'chrome120',
    sourcemap: mode !== 'production',
    manifest: true,
    // Chromium (Electron and the e2e browser) supports modulepreload natively.
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        main: `${root}/index.html`,
        'table-bench': `${root}/bench/table-bench.html`,
      },
      output: {
        // Rolldown's successor of manualChunks: screens split at their dynamic imports already.
        codeSplitting: {
          groups: [{ name: 'vendor', test: VENDOR, priority: 10 }],
        },
      },
    },
  },
}));
