import { displayDay } from '@tradedesk/contracts/platform/company-time';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportPages, type PagerState } from '../../../components/list/list-state';
import type { DateRange } from '../../../components/filters/date-range';
import { ReportPage } from '../../../components/report/ReportPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import type { StatementReport, StatementRow } from '../api/report-details';

export interface StatementScreenProps {
  name: RouteName;
  /** The party's own ledger strings: `<ledger>.kinds.<kind>` and `<ledger>.methods.<method>`. */
  ledger: 'customerAccount' | 'supplierAccount';
  period: { value: DateRange; onChange: (range: DateRange) => void };
  /** The party picker (and any other filter). */
  filters: ReactNode;
  /** '' until a party is chosen. */
  partyId: string;
  query: UseQueryResult<StatementReport>;
  fetchPage: (paging: { limit: number; offset: number }) => Promise<StatementReport>;
  pager: PagerState;
}

/**
 * A party's statement on the report kit (docs/report-details.md "Customer statement", "Supplier
 * statement"): per currency the balance before the period, what was charged, paid, returned and
 * otherwise posted, and the balance after it (the totals line); every line of the period with the
 * running balance (the table); Excel of every line. Nothing is asked until a party is chosen.
 */
export function StatementScreen({ name, ledger, period, filters, partyId, query, fetchPage, pager }: StatementScreenProps) {
  const { t } = useTranslation();
  const { amount, money } = useMoney();
  const data = partyId ? query.data : undefined;
  const charged = ledger === 'customerAccount' ? t('reportDetails.statement.sales') : t('reportDetails.statement.received');
  const columns = useMemo<GridColumn<StatementRow>[]>(
    () => [
      { id: 'day', header: t('reportDetails.col.day'), value: (r) => r.day, format: (v) => displayDay(v as string), width: 120, lockVisible: true },
      { id: 'currency', header: t('reportDetails.col.currency'), value: (r) => r.currency, width: 80 },
      { id: 'kind', header: t('reportDetails.col.kind'), value: (r) => t(`${ledger}.kinds.${r.kind}`, { defaultValue: r.kind }), width: 170 },
      { id: 'document', header: t('reportDetails.col.document'), value: (r) => r.document, width: 170 },
      { id: 'method', header: t('reportDetails.col.method'), value: (r) => (r.method ? t(`${ledger}.methods.${r.method}`, { defaultValue: r.method }) : ''), width: 130 },
      { id: 'note', header: t('reportDetails.col.note'), value: (r) => r.note, flex: 1 },
      { id: 'debit', header: t('reportDetails.col.debit'), value: (r) => r.debit, format: (v, r) => (v === '0' ? '' : money(v as string, r.currency)), kind: 'decimal', width: 120 },
      { id: 'credit', header: t('reportDetails.col.credit'), value: (r) => r.credit, format: (v, r) => (v === '0' ? '' : money(v as string, r.currency)), kind: 'decimal', width: 120 },
      { id: 'balance', header: t('reportDetails.col.balance'), value: (r) => r.balance, format: (v, r) => money(v as string, r.currency), kind: 'decimal', width: 130 },
    ],
    [t, money, ledger],
  );

  return (
    <ReportPage<StatementRow>
      titleId={`${name}-title`}
      title={t(`route.${name}`)}
      period={period}
      filters={filters}
      help={partyId ? t(`reportDetails.help.${name}`) : t('reportDetails.statement.choose')}
      totals={
        data
          ? data.currencies.flatMap((c) => [
              { label: `${t('reportDetails.statement.opening')} (${c.currency})`, value: amount(c.opening, c.currency) },
              { label: `${charged} (${c.currency})`, value: amount(c.charged, c.currency) },
              { label: `${t('reportDetails.statement.paid')} (${c.currency})`, value: amount(c.paid, c.currency) },
              { label: `${t('reportDetails.statement.returned')} (${c.currency})`, value: amount(c.returned, c.currency) },
              { label: `${t('reportDetails.statement.other')} (${c.currency})`, value: amount(c.other, c.currency) },
              { label: `${t('reportDetails.statement.closing')} (${c.currency})`, value: amount(c.closing, c.currency) },
            ])
          : undefined
      }
      query={partyId ? query : { error: null, isPending: false }}
      table={`report${name.slice('Report'.length)}`}
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => r.id}
      pager={pager}
      exportAll={exportPages(fetchPage, (a) => a.rows, (a) => a.total)}
    />
  );
}
