/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

let registered = false;
/**
 * Register the service worker that keeps the built app (vite-plugin-pwa / workbox precache), so
 * the till opens offline once it was opened online. Only the till's pages call this; a browser
 * that never opened them has no worker. A new build is taken on the next load (autoUpdate).
 */
export function keepAppShellOffline() {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  registerSW({ immediate: true });
}
