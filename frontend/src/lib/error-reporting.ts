/**
 * Unhandled UI errors (docs/shell.md "Bug log"): pushed to the local error log (newest first, with
 * the page URL) that the bug-log dialog lists, and reported to POST /be/api/error-log {url, error:
 * {message, stack}}. Reporting failures are only logged to the console.
 */
import { pushErrorLog } from '../stores/error-log';
import { api } from './api';

export function reportError(error: unknown, context?: string): void {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  const url = window.location.href;
  const message = context ? `${context}: ${err.message}` : err.message;
  pushErrorLog({ message, stack: err.stack, url, at: new Date().toISOString() });
  api.post('/api/error-log', { url, error: { message, stack: err.stack ?? '' } }, { silent: true }).catch((e: unknown) => {
    console.warn('error-log report failed', e);
  });
}

let installed = false;
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    // Resource load errors (img, script) have no `error`; they are not UI errors.
    if (event.error) reportError(event.error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as unknown;
    // Failed API calls are already reported to the user by the caller or the wrapper.
    if (reason && typeof reason === 'object' && (reason as { name?: string }).name === 'ApiRequestError') return;
    reportError(reason, 'Unhandled promise rejection');
  });
}
