import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The api (services/) listens on 3000 in development; everything under /be goes there,
// including the socket.io endpoint /be/live (websocket upgrade). TRADEDESK_API_URL points the
// dev and preview servers at another api (a test double, a shared server).
const backend = process.env.TRADEDESK_API_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/be/live': { target: backend, ws: true, changeOrigin: true },
  '/be': { target: backend, changeOrigin: true },
};

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // The offline till (docs/pos.md "Offline"): a service worker precaching the built app (every
    // hashed asset and index.html), so /pos pages open with the network down once opened before.
    // Registered by the till's pages only (injectRegister: null; features/pos/offline/app-shell.ts),
    // and it answers navigations from its cache for /pos/ paths only: every other page loads as
    // before, from the server.
    VitePWA({
      injectRegister: null,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/pos\//],
        navigateFallbackDenylist: [/^\/be\//],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: { '@tradedesk/contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // ag-grid-community alone is ~700 kB minified; it is loaded only by screens with a grid.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Pages are React.lazy chunks already; the two heavy libraries get chunks of their own so a
        // screen that uses one never downloads the other (TOOLCHAIN: 1.8 MB when bundled together).
        codeSplitting: {
          groups: [
            // React and i18n first (highest priority): groups pull in their dependencies, and
            // react-redux (used by recharts) would otherwise drag React into the charts chunk.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|use-sync-external-store)[\\/]/, priority: 40 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 40 },
            { name: 'ag-grid', test: /node_modules[\\/]ag-grid-(community|react)[\\/]/, priority: 30 },
            {
              name: 'recharts',
              test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|internmap|decimal\.js-light|react-redux|@reduxjs|redux|redux-thunk|reselect|immer|es-toolkit|eventemitter3|tiny-invariant)[\\/]/,
              priority: 20,
            },
            // Everything else the entry imports statically (the guard, the layout, the api wrapper,
            // zod, decimal.js, the route tree...) is needed by the first screen anyway: one chunk
            // instead of a dozen small ones, each of which would cost a request and its headers
            // (about 1 kB each with the security headers) and compress worse on its own.
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
