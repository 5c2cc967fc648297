import { useEffect, useMemo } from 'react';
import { storedDevice, tillOptions } from '../api/till';
import { keepAppShellOffline } from './app-shell';
import { refreshCatalogue } from './catalogue';
import { tillDb, type TillDb } from './db';
import { saleSyncOf, type SaleSync } from './sale-queue';

const REFRESH_MS = 60_000;

/** This device's offline store and sale queue; while mounted, the catalogue refreshes from its last position every minute (and at once). */
export function useTillOffline(): { db: TillDb | null; sync: SaleSync | null } {
  const deviceId = storedDevice()?.deviceId ?? null;
  const value = useMemo(() => {
    if (!deviceId) return { db: null, sync: null };
    const db = tillDb(deviceId);
    return { db, sync: saleSyncOf(db, tillOptions) };
  }, [deviceId]);
  useEffect(() => {
    keepAppShellOffline();
    const db = value.db;
    if (!db) return;
    const refresh = () => void refreshCatalogue(db, tillOptions()).catch(() => undefined);
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener('online', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, [value.db]);
  return value;
}
