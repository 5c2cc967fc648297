import { createStore } from './create-store';

/** One unhandled UI error, as the bug-log dialog lists it (newest first). */
export interface ErrorLogEntry {
  id: number;
  message: string;
  stack?: string;
  url: string;
  at: string;
}

export const errorLogStore = createStore<ErrorLogEntry[]>([]);
let nextId = 1;
const MAX_ENTRIES = 100;

export function pushErrorLog(entry: Omit<ErrorLogEntry, 'id'>): ErrorLogEntry {
  const full = { ...entry, id: nextId++ };
  errorLogStore.set((list) => [full, ...list].slice(0, MAX_ENTRIES));
  return full;
}

export const clearErrorLog = () => errorLogStore.set([]);
