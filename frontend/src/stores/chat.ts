import { createStore } from './create-store';

/** Unread staff-chat messages (the chat widget itself is not built yet). */
export const chatStore = createStore<{ unread: number; open: boolean }>({ unread: 0, open: false });

export const openChat = (open: boolean) => chatStore.set((s) => ({ unread: open ? 0 : s.unread, open }));
