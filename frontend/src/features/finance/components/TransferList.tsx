import { type MoneyTransfer, reverseMoneyTransferBody, type TransferKind } from '@tradedesk/contracts/finance/money-transfers';
import { formatMoney } from '@tradedesk/contracts/platform/money';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_TIME, type DateRange, rangeDays } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { eventSummary, HistoryDialog } from '../../../components/ui/HistoryTable';
import { localeOf } from '../../../i18n/languages';
import { useMoneyAccounts } from '../api/money-accounts';
import { getTransferHistory, getTransfers, useTransferCommand, useTransfers } from '../api/money-transfers';

interface Filters {
  accountId: string;
  status: 'all' | 'live' | 'reversed';
  search: string;
  period: DateRange;
}

const TITLE_ROUTE: Record<TransferKind, string> = { domestic: 'route.Domestic', china: 'route.TransferToChina', exchange: 'route.CurrencyExchange' };

/**
 * The list of one kind of transfer (domestic, to China, exchange): newest first, filtered by
 * account, state, words and days; totals per currency sent (and the exchange differences in the
 * base currency); Excel of every page; reverse one (with a reason) and its history.
 */
export function TransferList({ kind, columns: own, newLabel, onNew, children }: {
  kind: TransferKind;
  /** The kind's own columns, between the accounts and the memo. */
  columns: (locale: string) => GridColumn<MoneyTransfer>[];
  newLabel: string;
  onNew: () => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { filters, bind, set, page, limit, pager } = useListFilters<Filters>({ accountId: '', status: 'all', search: '', period: ANY_TIME });
  const query = { accountId: filters.accountId || undefined, status: filters.status, search: filters.search || undefined, ...rangeDays(filters.period) };
  const list = useTransfers(kind, { ...query, page, limit });
  const accounts = useMoneyAccounts();
  const [reversing, setReversing] = useState<MoneyTransfer | null>(null);
  const [history, setHistory] = useState<MoneyTransfer | null>(null);

  const columns = useMemo<GridColumn<MoneyTransfer>[]>(
    () => [
      { id: 'date', header: t('finMove.date'), value: (x) => x.date, kind: 'date', width: 110, lockVisible: true },
      ...own(locale),
      { id: 'memo', header: t('finMove.memo'), value: (x) => x.memo, flex: 1 },
      { id: 'status', header: t('finMove.status'), value: (x) => (x.reversed ? t('finMove.reversedBecause', { reason: x.reversalReason }) : t('finMove.sent')), width: 180 },
      { id: 'recordedAt', header: t('finMove.recordedAt'), value: (x) => x.recordedAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t, locale, own],
  );

  return (
    <ListPage<MoneyTransfer>
      titleId={`transfers-${kind}-title`}
      title={t(TITLE_ROUTE[kind])}
      filters={
        <FilterBar>
          <SelectFilter
            label={t('finMove.account')}
            value={filters.accountId}
            onChange={(accountId) => set({ accountId })}
            allLabel={t('finMove.all')}
            options={(accounts.data?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))}
          />
          <SelectFilter label={t('finMove.status')} value={filters.status} onChange={(status) => set({ status })} options={optionsOf(['all', 'live', 'reversed'] as const, (s) => t(`finMove.statuses.${s}`))} />
          <SearchFilter label={t('finMove.search')} {...bind('search')} />
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      summary={
        <div className="cards" aria-label={t('finMove.totals')}>
          {(list.data?.totals ?? []).map((s) => (
            <div key={s.currency} className="card stat" data-testid={`transfer-totals-${s.currency}`}>
              <strong>{s.currency}</strong> {t('finMove.amount')}: {formatMoney(s.amount, s.currency, locale)}
              {kind !== 'exchange' && <> · {t('finMove.fee')}: {formatMoney(s.fee, s.currency, locale)}</>}
            </div>
          ))}
          {(list.data?.differences ?? []).map((d) => (
            <div key={`diff-${d.currency}`} className="card stat" data-testid={`exchange-difference-${d.currency}`}>
              {t('finMove.differenceTotal')}: {formatMoney(d.amount, d.currency, locale)}
            </div>
          ))}
        </div>
      }
      query={list}
      table={`moneyTransfers-${kind}`}
      columns={columns}
      rows={list.data?.transfers}
      getRowId={(x) => x.id}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getTransfers(kind, { ...query, page, limit }), (a) => a.transfers, (a) => a.total)}
      editor={{ newLabel, open: onNew }}
      rowActions={[
        { label: t('finMove.reverse'), run: setReversing, disabled: (x) => x.reversed },
        { label: t('finMove.history'), run: setHistory },
      ]}
    >
      {children}
      {reversing && <ReverseDialog kind={kind} transfer={reversing} onClose={() => setReversing(null)} />}
      {history && <TransferHistory kind={kind} transfer={history} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}

/** Money as the lists show it: the amount in its currency. */
export const money = (value: string | null, currency: string | null, locale: string) => (value === null || currency === null ? '' : formatMoney(value, currency, locale));

function ReverseDialog({ kind, transfer, onClose }: { kind: TransferKind; transfer: MoneyTransfer; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useTransferCommand();
  const form = useZodForm(reverseMoneyTransferBody.pick({ reason: true }), { reason: '' });
  return (
    <EntityFormDialog
      form={form}
      title={t('finMove.reverseTitle', { amount: money(transfer.amount, transfer.currency, localeOf(i18n.language)), date: transfer.date })}
      submitLabel={t('finMove.reverse')}
      onSave={(values) => command.mutateAsync({ action: 'reverse', kind, id: transfer.id, body: { ...values, commandId } })}
      onClose={onClose}
    >
      <p>{t('finMove.reverseHelp')}</p>
      <Field name="reason" label={t('finMove.reason')} autoFocus maxLength={200} />
    </EntityFormDialog>
  );
}

function TransferHistory({ kind, transfer, onClose }: { kind: TransferKind; transfer: MoneyTransfer; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['history', 'money-transfer', transfer.id], queryFn: () => getTransferHistory(kind, transfer.id) });
  return (
    <HistoryDialog
      title={t('finMove.historyOf', { date: transfer.date, memo: transfer.memo })}
      entries={history.data}
      error={history.isError ? history.error : null}
      describe={(e) => t(`finMove.events.${e.type}`, { defaultValue: e.type })}
      detail={(e) => eventSummary(e.data)}
      onClose={onClose}
    />
  );
}
