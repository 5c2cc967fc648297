import { useEffect, useMemo } from 'react';
import { storedDevice, tillOptions } from '../api/till';
import { keepAppShellOffline } from './app-shell';
import { cashSyncOf, type CashSync, tillQueueDb, type TillQueueDb } from './cash-queue';
import { refreshCatalogue } from './catalogue';
import { tillDb, type TillDb } from './db';
import { saleSyncOf, type SaleSync } from './sale-queue';

const REFRESH_MS = 60_000;

/**
 * This device's offline stores, its sale queue and its cash movement queue; while mounted, the
 * catalogue refreshes from its last position every minute (and at once), and the time of the last
 * refresh that reached the server is kept (the price check's "as of").
 */
export function useTillOffline(): { db: TillDb | null; sync: SaleSync | null; queue: TillQueueDb | null; cash: CashSync | null } {
  const deviceId = storedDevice()?.deviceId ?? null;
  const value = useMemo(() => {
    if (!deviceId) return { db: null, sync: null, queue: null, cash: null };
    const db = tillDb(deviceId);
    const queue = tillQueueDb(deviceId);
    return { db, sync: saleSyncOf(db, tillOptions), queue, cash: cashSyncOf(queue, db, tillOptions) };
  }, [deviceId]);
  useEffect(() => {
    keepAppShellOffline();
    const { db, queue } = value;
    if (!db || !queue) return;
    const refresh = () =>
      void refreshCatalogue(db, tillOptions())
        .then(() => queue.answers.put({ key: 'catalogueAt', value: null, at: new Date().toISOString() }))
        .catch(() => undefined);
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener('online', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, [value]);
  return value;
}
