import { displayDay } from '@tradedesk/contracts/platform/company-time';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import { ReportPage } from '../../../components/report/ReportPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import type { StatementParams, StatementReport, StatementRow } from '../api/report-details';
import { currencyParam } from './currency-param';

export interface StatementScreenProps {
  name: RouteName;
  /** The party's own ledger strings: `<ledger>.kinds.<kind>` and `<ledger>.methods.<method>`. */
  ledger: 'customerAccount' | 'supplierAccount';
  /** The party's filter in the address (customerId, supplierId). */
  party: 'customerId' | 'supplierId';
  /** The party picker. */
  PartySelect: ComponentType<{ value: string; onChange: (id: string) => void }>;
  /** The statement's fetch and its query hook (nothing is asked until a party is chosen). */
  get: (partyId: string, q: StatementParams) => Promise<StatementReport>;
  useStatement: (partyId: string, q: StatementParams) => UseQueryResult<StatementReport>;
}

/**
 * A party's statement on the report kit (docs/report-details.md "Customer statement", "Supplier
 * statement"): per currency the balance before the period, what was charged, paid, returned and
 * otherwise posted, and the balance after it (the totals line); every line of the period with the
 * running balance (the table); Excel of every line. Party, currency, period and page in the
 * address.
 */
export function StatementScreen({ name, ledger, party, PartySelect, get, useStatement }: StatementScreenProps) {
  const { t } = useTranslation();
  const report = useReportState({ preset: 'month', filters: { [party]: '', currency: '' } as Record<string, string> }, 200);
  const partyId = report.filters[party] ?? '';
  const params = { ...periodParams(report.period), ...filterParams({ currency: currencyParam(report.filters.currency ?? '') }) };
  const query = useStatement(partyId, { ...params, limit: report.limit, offset: report.offset });
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
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <PartySelect {...report.bind(party)} />
          <TextFilter label={t('reportDetails.col.currency')} value={report.filters.currency ?? ''} size={5} onChange={(v) => report.set({ currency: v })} />
        </>
      }
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
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => get(partyId, { ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
