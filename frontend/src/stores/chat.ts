import { createStore } from './create-store';

const MUTE_KEY = 'tradedesk.chatMuted';
const muted = () => {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The staff chat widget: unread count (cap 99 on the badge), whether the panel is open, whether
 * its sounds are muted (remembered in this browser), and the newest announcement position seen.
 */
export const chatStore = createStore<{ unread: number; open: boolean; muted: boolean; seen: string | null }>({ unread: 0, open: false, muted: muted(), seen: null });

export const openChat = (open: boolean) => chatStore.set((s) => ({ ...s, unread: open ? 0 : s.unread, open }));

export function muteChat(value: boolean) {
  try {
    localStorage.setItem(MUTE_KEY, value ? '1' : '0');
  } catch {
    /* storage disabled: muted for this page only */
  }
  chatStore.set((s) => ({ ...s, muted: value }));
}
