import { useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENTS_READ_MODEL, type Announcement } from '@tradedesk/contracts/messaging/announcements';
import { api } from '../../../lib/api';

/** GET /be/api/announcements: newest first. Its query key starts with the read model: a live push refetches it. */
export const getAnnouncements = async () => (await api.get<Announcement[]>('/api/announcements', { limit: 30 }, { silent: true })).data ?? [];
export const useAnnouncements = (enabled: boolean) =>
  useQuery({ queryKey: [ANNOUNCEMENTS_READ_MODEL, 'latest'], queryFn: getAnnouncements, enabled, retry: false, staleTime: 60_000 });
