import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOM_DASHBOARDS_READ_MODEL, type CustomDashboardView, type DashboardWidget } from '@tradedesk/contracts/reports/custom-dashboard';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/** GET /be/api/report/dashboards/custom: the signed-in user's widgets (read-your-writes after a save). */
export const getCustomDashboard = async () =>
  (await api.get<CustomDashboardView>('/api/report/dashboards/custom', { waitFor: waitForPosition(CUSTOM_DASHBOARDS_READ_MODEL) })).data ?? { widgets: [], version: 0 };
export const useCustomDashboard = () => useQuery({ queryKey: [CUSTOM_DASHBOARDS_READ_MODEL, 'mine'], queryFn: getCustomDashboard });

/** PUT /be/api/report/dashboards/custom: the new arrangement (one event per change). */
export function useArrangeCustomDashboard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (widgets: DashboardWidget[]) =>
      (await api.put<{ globalPosition: string }>('/api/report/dashboards/custom', { commandId: crypto.randomUUID(), widgets })).data!,
    onSuccess: (a) => {
      noteWrite(CUSTOM_DASHBOARDS_READ_MODEL, a.globalPosition);
      void qc.invalidateQueries({ queryKey: [CUSTOM_DASHBOARDS_READ_MODEL] });
    },
  });
}
