import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import type { LedgerEntry } from '@tradedesk/contracts/customers/customer-accounts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getLedger, useLedger } from '../api/accounts';

/**
 * A customer's ledger (GET /customers/:id/account), a card headed `heading`: every entry, newest
 * first, with its running balance, source, who and when. `title` names the grid and its Excel
 * file (the heading unless given).
 */
export function Ledger({ customerId, currency, heading, title }: { customerId: string; currency?: string; heading: string; title?: string }) {
  const { t, i18n } = useTranslation();
  const { page, limit, pager } = useListFilters({}, 100);
  const ledger = useLedger(customerId, { currency, page, limit });
  const money = (key: 'debit' | 'credit' | 'balanceAfter') => (e: LedgerEntry) => formatMoney(e[key], e.currency, localeOf(i18n.language));
  const columns = useMemo<GridColumn<LedgerEntry>[]>(
    () => [
      { id: 'at', header: t('customerAccount.when'), value: (e) => e.at, kind: 'datetime', width: 150 },
      { id: 'kind', header: t('customerAccount.kind'), value: (e) => t(`customerAccount.kinds.${e.kind}`), width: 150 },
      { id: 'source', header: t('customerAccount.source'), value: (e) => (e.sourceType === 'manual' ? t('customerAccount.manualEntry') : e.sourceNumber), width: 160 },
      { id: 'currency', header: t('customer.currency'), value: (e) => e.currency, width: 80 },
      { id: 'debit', header: t('customerAccount.debit'), value: (e) => e.debit, kind: 'decimal', format: (_v, e) => (e.debit === '0' ? '' : money('debit')(e)), width: 120 },
      { id: 'credit', header: t('customerAccount.credit'), value: (e) => e.credit, kind: 'decimal', format: (_v, e) => (e.credit === '0' ? '' : money('credit')(e)), width: 120 },
      { id: 'balanceAfter', header: t('customerAccount.balance'), value: (e) => e.balanceAfter, kind: 'decimal', format: (_v, e) => money('balanceAfter')(e), width: 130 },
      { id: 'method', header: t('customerAccount.method'), value: (e) => (e.method ? t(`customerAccount.methods.${e.method}`) : ''), width: 120 },
      { id: 'reference', header: t('customerAccount.reference'), value: (e) => e.reference, width: 120 },
      { id: 'dueDate', header: t('customerAccount.dueDate'), value: (e) => e.dueDate ?? '', width: 100, hiddenByDefault: true },
      { id: 'reason', header: t('customerAccount.reason'), value: (e) => e.reason, width: 160 },
      { id: 'memo', header: t('customer.memo'), value: (e) => e.memo, width: 160, hiddenByDefault: true },
      { id: 'who', header: t('customer.historyWho'), value: (e) => e.username, width: 110 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  return (
    <ListPage<LedgerEntry>
      card
      titleId="ledger-title"
      title={heading}
      gridTitle={title}
      query={ledger}
      table="customerLedger"
      columns={columns}
      rows={ledger.data?.entries}
      getRowId={(e) => e.id}
      height={380}
      pager={pager(ledger.data?.total)}
      exportAll={customerId ? exportPages(({ page, limit }) => getLedger(customerId, { currency, page, limit }), (a) => a.entries, (a) => a.total) : undefined}
    />
  );
}
