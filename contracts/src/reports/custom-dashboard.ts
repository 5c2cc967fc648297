import { z } from 'zod';

/**
 * The custom dashboard (route CustomDashb, docs/dashboards.md "Custom dashboard"): each user picks
 * and orders widgets taken from the other dashboards; one event per change, one row per user.
 */
export const DASHBOARD_WIDGETS = ['salesToday', 'salesMonth', 'salesChart', 'topProducts', 'receivables', 'warehouses', 'unsalable'] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

export const CUSTOM_DASHBOARDS_READ_MODEL = 'custom-dashboards';
export const customDashboardStreamId = (userId: string) => `custom-dashboard-${userId}`;

/** The user's whole arrangement after a change (widgets in the order shown). */
export interface CustomDashboardArranged {
  type: 'CustomDashboardArranged';
  data: { userId: string; widgets: DashboardWidget[] };
}
export type CustomDashboardEvent = CustomDashboardArranged;
export const CUSTOM_DASHBOARD_EVENT_TYPES = ['CustomDashboardArranged'] as const;

/** PUT /report/dashboards/custom: the widgets in order, each at most once. */
export const arrangeCustomDashboardBody = z
  .object({
    commandId: z.uuid().optional(),
    widgets: z
      .array(z.enum(DASHBOARD_WIDGETS))
      .max(DASHBOARD_WIDGETS.length)
      .refine((w) => new Set(w).size === w.length, 'each widget at most once'),
  })
  .strict();
export type ArrangeCustomDashboardBody = z.infer<typeof arrangeCustomDashboardBody>;

export interface CustomDashboardView {
  widgets: DashboardWidget[];
  /** 0: never arranged (the screen offers a default). */
  version: number;
}
