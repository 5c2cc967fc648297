import { createStore } from './create-store';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
  /** Extra lines (alarm notification). */
  items?: string[];
  /** ms; 0 keeps it until closed. */
  duration: number;
  onClick?: () => void;
}

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(input: Omit<Toast, 'id' | 'duration'> & { duration?: number }): number {
  const id = nextId++;
  const toast: Toast = { duration: 3000, ...input, id };
  toastStore.set((list) => [...list.slice(-5), toast]);
  if (toast.duration > 0) setTimeout(() => dismissToast(id), toast.duration);
  return id;
}

export const dismissToast = (id: number) => toastStore.set((list) => list.filter((t) => t.id !== id));

export const toast = {
  success: (message: string, duration = 3000) => showToast({ type: 'success', message, duration }),
  error: (message: string, duration = 5000) => showToast({ type: 'error', message, duration }),
  warning: (message: string, duration = 4000) => showToast({ type: 'warning', message, duration }),
  info: (message: string, duration = 3000) => showToast({ type: 'info', message, duration }),
};
