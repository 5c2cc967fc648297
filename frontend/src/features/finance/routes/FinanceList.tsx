import { ENTRY_DIRECTIONS, type EntryDirection, type FinanceEntry, reverseFinanceEntryBody } from '@tradedesk/contracts/finance/money-accounts';
import { formatMoney } from '@tradedesk/contracts/platform/money';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ANY_TIME, type DateRange, rangeDays } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { eventSummary, HistoryDialog } from '../../../components/ui/HistoryTable';
import { localeOf } from '../../../i18n/languages';
import { getEntryHistory, getFinanceEntries, useFinanceClasses, useFinanceCommand, useFinanceEntries, useMoneyAccounts } from '../api/money-accounts';

interface Filters {
  direction: EntryDirection | '';
  accountId: string;
  classId: string;
  status: 'all' | 'live' | 'reversed';
  search: string;
  period: DateRange;
}

/**
 * Income and expenses (route FinanceList, /finance/index): entries newest first, filtered by
 * direction, account, class (its sub-classes too), status, days and words; totals per currency of
 * the entries not reversed; Excel of every page; reverse an entry (with a reason) and its history.
 */
export default function FinanceList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = localeOf(i18n.language);
  const { filters, bind, set, page, limit, pager } = useListFilters<Filters>({ direction: '', accountId: '', classId: '', status: 'all', search: '', period: ANY_TIME });
  const query = {
    direction: filters.direction || undefined,
    accountId: filters.accountId || undefined,
    classId: filters.classId || undefined,
    status: filters.status,
    search: filters.search || undefined,
    ...rangeDays(filters.period),
  };
  const list = useFinanceEntries({ ...query, page, limit });
  const accounts = useMoneyAccounts();
  const classes = useFinanceClasses();
  const [reversing, setReversing] = useState<FinanceEntry | null>(null);
  const [history, setHistory] = useState<FinanceEntry | null>(null);

  const columns = useMemo<GridColumn<FinanceEntry>[]>(
    () => [
      { id: 'date', header: t('finAcc.date'), value: (e) => e.date, kind: 'date', width: 110, lockVisible: true },
      { id: 'direction', header: t('finAcc.direction'), value: (e) => t(`finAcc.directions.${e.direction}`), width: 100 },
      { id: 'account', header: t('finAcc.account'), value: (e) => e.accountName, width: 160 },
      { id: 'class', header: t('finAcc.class'), value: (e) => e.className, width: 180 },
      { id: 'amount', header: t('finAcc.amount'), value: (e) => e.amount, kind: 'decimal', width: 140, format: (_v, e) => formatMoney(e.amount, e.currency, locale) },
      { id: 'currency', header: t('finAcc.currency'), value: (e) => e.currency, width: 80 },
      { id: 'party', header: t('finAcc.partyId'), value: (e) => (e.partyId ? `${t(`finAcc.parties.${e.partyType}`)} ${e.partyId}` : ''), width: 150, hiddenByDefault: true },
      { id: 'memo', header: t('finAcc.memo'), value: (e) => e.memo, flex: 1 },
      { id: 'status', header: t('finAcc.status'), value: (e) => (e.reversed ? t('finAcc.reversedBecause', { reason: e.reversalReason }) : t('finAcc.posted')), width: 180 },
      { id: 'recordedAt', header: t('finAcc.recordedAt'), value: (e) => e.recordedAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t, locale],
  );

  return (
    <ListPage<FinanceEntry>
      titleId="finance-list-title"
      title={t('route.FinanceList')}
      filters={
        <FilterBar>
          <SelectFilter label={t('finAcc.direction')} value={filters.direction} onChange={(direction) => set({ direction })} allLabel={t('finAcc.all')} options={optionsOf(ENTRY_DIRECTIONS, (d) => t(`finAcc.directions.${d}`))} />
          <SelectFilter
            label={t('finAcc.account')}
            value={filters.accountId}
            onChange={(accountId) => set({ accountId })}
            allLabel={t('finAcc.all')}
            options={(accounts.data?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))}
          />
          <SelectFilter label={t('finAcc.class')} value={filters.classId} onChange={(classId) => set({ classId })} allLabel={t('finAcc.all')} options={(classes.data?.classes ?? []).map((c) => ({ value: c.id, label: c.path }))} />
          <SelectFilter label={t('finAcc.status')} value={filters.status} onChange={(status) => set({ status })} options={optionsOf(['all', 'live', 'reversed'] as const, (s) => t(`finAcc.statuses.${s}`))} />
          <SearchFilter label={t('finAcc.search')} {...bind('search')} />
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      summary={
        <div className="cards" aria-label={t('finAcc.totals')}>
          {(list.data?.totals ?? []).map((s) => (
            <div key={s.currency} className="card stat" data-testid={`totals-${s.currency}`}>
              <strong>{s.currency}</strong> {t('finAcc.directions.income')}: {formatMoney(s.income, s.currency, locale)} · {t('finAcc.directions.expense')}: {formatMoney(s.expense, s.currency, locale)} · {t('finAcc.net')}:{' '}
              {formatMoney(s.net, s.currency, locale)}
            </div>
          ))}
        </div>
      }
      query={list}
      table="financeEntryList"
      columns={columns}
      rows={list.data?.entries}
      getRowId={(e) => e.id}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getFinanceEntries({ ...query, page, limit }), (a) => a.entries, (a) => a.total)}
      editor={{ newLabel: t('finAcc.newEntry'), open: () => void navigate('/finance/newFinance') }}
      actions={
        <>
          <ToolbarButton label={t('finAcc.batchAdd')} onClick={() => void navigate('/finance/batchAdd')} />
          <ToolbarButton label={t('finImport.import')} onClick={() => void navigate('/finance/Excel-import')} />
          <ToolbarButton label={t('finAcc.print')} onClick={() => void navigate(`/finance/financePrint?${printParams(query)}`)} />
        </>
      }
      rowActions={[
        { label: t('finAcc.reverse'), run: setReversing, disabled: (e) => e.reversed },
        { label: t('finAcc.history'), run: setHistory },
        { label: t('finVoucher.voucher'), run: (e) => void navigate(`/finance/financePrint?id=${encodeURIComponent(e.id)}`) },
      ]}
    >
      {reversing && <ReverseDialog entry={reversing} onClose={() => setReversing(null)} />}
      {history && <EntryHistory entry={history} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}

/** The list's filters as the print page's address. */
function printParams(query: Record<string, string | undefined>): string {
  return new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString();
}

function ReverseDialog({ entry, onClose }: { entry: FinanceEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useFinanceCommand();
  const form = useZodForm(reverseFinanceEntryBody.pick({ reason: true }), { reason: '' });
  return (
    <EntityFormDialog
      form={form}
      title={t('finAcc.reverseTitle', { memo: entry.memo || entry.className })}
      submitLabel={t('finAcc.reverse')}
      onSave={(values) => command.mutateAsync({ action: 'reverse', id: entry.id, body: { ...values, commandId } })}
      onClose={onClose}
    >
      <p>{t('finAcc.reverseHelp')}</p>
      <Field name="reason" label={t('finAcc.reason')} autoFocus maxLength={200} />
    </EntityFormDialog>
  );
}

function EntryHistory({ entry, onClose }: { entry: FinanceEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['history', 'finance-entry', entry.id], queryFn: () => getEntryHistory(entry.id) });
  return (
    <HistoryDialog
      title={t('finAcc.historyOf', { memo: entry.memo || entry.className })}
      entries={history.data}
      error={history.isError ? history.error : null}
      describe={(e) => t(`finAcc.events.${e.type}`, { defaultValue: e.type })}
      detail={(e) => eventSummary(e.data)}
      onClose={onClose}
    />
  );
}
