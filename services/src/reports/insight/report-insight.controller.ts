import { Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { addDays, businessDayOf, daysBetween } from '@tradedesk/contracts/platform/company-time';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import {
  COMPLETION_PAGE, type CompletionQuery, completionQuery, type CompletionReport, INSIGHT_PAGE, type InsightQuery, insightQuery, type InsightReport, RFM_SEGMENTS,
  SALES_TARGETS_READ_MODEL, type Salesperson, type SalesTargetChange, type SetSalesTargetBody, setSalesTargetBody, type TargetHistoryQuery, targetHistoryQuery,
} from '@tradedesk/contracts/reports/report-insight';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import { salespeople } from '@tradedesk/projections/identity/users/salespeople.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { customerPeriods, salesPerSalesperson } from '@tradedesk/projections/reports/sale-facts/sale-facts-insight.query';
import { targetHistory, targetsOfMonth } from '@tradedesk/projections/reports/sales-targets/sales-targets.query';
import { Decimal } from 'decimal.js';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { completionReport, monthProgress } from './completion.js';
import { rfmRows } from './rfm.js';
import { SetSalesTargetCommand } from './set-sales-target/set-sales-target.command.js';

/** Root and Admin, or the page privilege of the report screen the call serves. */
const rule = (page: RouteName) => ({ roles: [ROLE_ADMIN], page }) as const;
/** Who may make each call (docs/report-insight.md "Who may do what"). */
export const REPORT_INSIGHT_ACCESS = {
  insight: rule(INSIGHT_PAGE),
  completion: rule(COMPLETION_PAGE),
  /** Targets are set by Admin (and Root): a position with the report's page reads them only. */
  setTarget: { roles: [ROLE_ADMIN] },
};
/** Customer insight looks at the 90 days up to `to` when the period names no start. */
export const INSIGHT_DEFAULT_DAYS = 90;

/** Customer insight (ReportInsight) and target completion (ReportCompletion) on the /report pages. */
@Controller('api/report')
export class ReportInsightController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
    private readonly commands: CommandBus,
  ) {}

  private async today() {
    return businessDayOf(Date.now(), Number((await this.settings.get('SystemTimeZone')) ?? 0));
  }

  @Get('insight')
  @Endpoint({
    summary:
      'Customer insight over a period (default: the 90 days up to today) against the period of equal length before it: per customer recency, frequency and monetary with scores 1-5, ' +
      'the segment (champions, loyal, promising, new, at risk, hibernating, lost = bought before, not in the period) and the change in sales; segment counts',
    access: REPORT_INSIGHT_ACCESS.insight,
    readModels: [SALE_FACTS_READ_MODEL],
    query: insightQuery,
  })
  async insight(@ValidQuery() q: InsightQuery): Promise<InsightReport> {
    const to = q.to ?? (await this.today());
    const from = q.from ?? addDays(to, -(INSIGHT_DEFAULT_DAYS - 1));
    const length = daysBetween(from, to) + 1;
    const previousTo = addDays(from, -1);
    const previousFrom = addDays(from, -length);
    const all = rfmRows(await customerPeriods(this.db, { from, to, previousFrom, previousTo }), { from, to });
    const segments = RFM_SEGMENTS.map((segment) => {
      const of = all.filter((r) => r.segment === segment);
      const sum = (k: 'monetary' | 'previousAmount') => of.reduce((s, r) => s.plus(r[k]), new Decimal(0)).toFixed();
      return { segment, customers: of.length, amount: sum('monetary'), previousAmount: sum('previousAmount') };
    });
    const rows = all
      .filter((r) => !q.segment || r.segment === q.segment)
      .sort((a, b) => new Decimal(b.monetary).comparedTo(a.monetary) || new Decimal(b.previousAmount).comparedTo(a.previousAmount) || a.code.localeCompare(b.code));
    return {
      from, to, previousFrom, previousTo,
      currency: String((await this.settings.get('BaseCurrencyID')) ?? ''),
      segments,
      rows: rows.slice(q.offset, q.offset + q.limit),
      total: rows.length,
    };
  }

  @Get('completion')
  @Endpoint({
    summary:
      "Target completion for a month (default this month), optionally one warehouse: per salesperson the target, the month's sales so far (base currency), completion %, " +
      "where the salesperson should be by now (target x the month's elapsed share of days), the gap and the projected month",
    access: REPORT_INSIGHT_ACCESS.completion,
    readModels: [SALE_FACTS_READ_MODEL, SALES_TARGETS_READ_MODEL],
    query: completionQuery,
  })
  async completion(@ValidQuery() q: CompletionQuery): Promise<CompletionReport> {
    const today = await this.today();
    const month = q.month ?? today.slice(0, 7);
    const { first, last } = monthProgress(month, today);
    const [targets, actuals] = await Promise.all([targetsOfMonth(this.db, month), salesPerSalesperson(this.db, { from: first, to: last, warehouseId: q.warehouseId })]);
    const ids = [...new Set([...targets.map((t) => t.salespersonId), ...actuals.keys()])];
    const people = new Map((await salespeople(this.db, { ids })).map((p) => [p.id, p]));
    return completionReport({ month, today, currency: String((await this.settings.get('BaseCurrencyID')) ?? ''), warehouseId: q.warehouseId }, targets, actuals, people);
  }

  @Get('completion/history')
  @Endpoint({ summary: "Every change of a month's sales targets (optionally one salesperson's), newest first: amount, the amount before, who and when", access: REPORT_INSIGHT_ACCESS.completion, readModels: [SALES_TARGETS_READ_MODEL], query: targetHistoryQuery })
  history(@ValidQuery() q: TargetHistoryQuery): Promise<SalesTargetChange[]> {
    return targetHistory(this.db, q.month, q.salespersonId);
  }

  @Get('completion/salespeople')
  @Endpoint({ summary: 'The enabled users a sales target may be set for (id, username, name), by name', access: REPORT_INSIGHT_ACCESS.completion })
  salespeople(): Promise<Salesperson[]> {
    return salespeople(this.db, { activeOnly: true });
  }

  @Put('completion/targets')
  @Endpoint({
    summary: "Set a salesperson's sales target for a month (base currency), for one warehouse or the whole company; 0 clears it. One event per change, with the amount it replaces",
    access: REPORT_INSIGHT_ACCESS.setTarget,
    body: setSalesTargetBody,
  })
  setTarget(@ValidBody() b: SetSalesTargetBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetSalesTargetCommand(b, envelopeOf(s, b.commandId)));
  }
}
