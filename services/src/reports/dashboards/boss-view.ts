import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { BOSS_VIEW_CHART_DAYS, BOSS_VIEW_TOP, type BossView, type PeriodFigures, type VisibleGroupRow } from '@tradedesk/contracts/reports/dashboards';
import type { SaleDayRow, SaleGroupRow } from '@tradedesk/contracts/reports/sale-facts';
import type { CompanySettings } from '@tradedesk/contracts/settings/company-settings';
import { listSaleMoney } from '@tradedesk/projections/finance/sale-money/sale-money.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { saleTotals, salesBy, salesByDay } from '@tradedesk/projections/reports/sale-facts/sale-facts.query';
import type { Session } from '../../platform/http/request-context.js';
import { ROLE_ROOT } from '@tradedesk/contracts/identity/identity';

/** Groups listed per warehouse and per salesperson (a trader has a handful of each). */
const GROUPS_SHOWN = 50;

/**
 * The boss-view gate of the product description (section 6) on top of the endpoint's rule (Root,
 * Admin or the BossView page): the menu switch MenuShowBossview closes it to everyone, and where the
 * company enables the boss privilege (EnableBossPrivilege) only Root and users holding it pass. The
 * menu (route-tree BOSS_VIEW) is stricter still: with the boss privilege off it shows the entry to
 * Root only; the server then keeps the plain page rule every other call has (docs/dashboards.md
 * "Who may see what").
 */
export function mayOpenBossView(s: Session, settings: Pick<CompanySettings, 'MenuShowBossview' | 'EnableBossPrivilege'>): boolean {
  if (!settings.MenuShowBossview) return false;
  if (!settings.EnableBossPrivilege) return true;
  return s.roles.includes(ROLE_ROOT) || s.isBoss;
}

/** The company's business day of `now`, or the day asked. */
export const viewDay = (asked: string | undefined, now: Date, settings: Pick<CompanySettings, 'SystemTimeZone'>) => asked ?? businessDayOf(now, Number(settings.SystemTimeZone ?? 0));

async function period(sql: Sql, from: string, to: string, seesProfit: boolean): Promise<PeriodFigures> {
  const t = await saleTotals(sql, { from, to });
  return { from, to, amount: t.amount, profit: seesProfit ? t.profit : null, quantity: t.quantity, orders: t.orders ?? 0, unknownLines: t.unknownLines };
}

/** A group's figures as the caller may see them: revenue, cost and profit only with PROFIT_ACCESS. */
export const visibleRow = (r: SaleGroupRow, seesProfit: boolean): VisibleGroupRow => (seesProfit ? r : { ...r, revenue: null, cost: null, profit: null });

/** Every day of [from, to], days without sales as zeros. */
export function fillDays(from: string, to: string, rows: readonly SaleDayRow[]): SaleDayRow[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: SaleDayRow[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(byDay.get(d) ?? { day: d, quantity: '0', amount: '0', cost: '0', profit: '0' });
  return out;
}

/** The boss view as of a business day (docs/dashboards.md "Boss view"). */
export async function bossView(sql: Sql, day: string, settings: CompanySettings, seesProfit: boolean): Promise<BossView> {
  const monthFrom = `${day.slice(0, 8)}01`;
  const chartFrom = addDays(day, -(BOSS_VIEW_CHART_DAYS - 1));
  const month = { from: monthFrom, to: day };
  const [today, week, monthFigures, top, warehouses, people, days, money] = await Promise.all([
    period(sql, day, day, seesProfit),
    period(sql, addDays(day, -7), day, seesProfit),
    period(sql, monthFrom, day, seesProfit),
    salesBy(sql, month, 'product', { sort: 'amount', limit: BOSS_VIEW_TOP, offset: 0 }),
    salesBy(sql, month, 'warehouse', { sort: 'amount', limit: GROUPS_SHOWN, offset: 0 }),
    salesBy(sql, month, 'salesperson', { sort: 'amount', limit: GROUPS_SHOWN, offset: 0 }),
    salesByDay(sql, { from: chartFrom, to: day }),
    listSaleMoney(sql, { state: 'owed', page: 1, limit: 1 }),
  ]);
  return {
    day,
    seesProfit,
    baseCurrency: settings.BaseCurrencyID,
    costCurrency: settings.CostCurrencyID || settings.BaseCurrencyID,
    today,
    week,
    month: monthFigures,
    topProducts: top.rows.map((r) => visibleRow(r, seesProfit)),
    byWarehouse: warehouses.rows.map((r) => visibleRow(r, seesProfit)),
    bySalesperson: people.rows.map((r) => visibleRow(r, seesProfit)),
    days: fillDays(chartFrom, day, days).map((d) => (seesProfit ? d : { ...d, cost: null, profit: null })),
    receivables: money.totals.map((t) => ({ currency: t.currency, outstanding: t.outstanding, orders: t.documents })),
  };
}
