import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import type { AccountBalance } from '@tradedesk/contracts/customers/customer-accounts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar, SearchFilter, SelectFilter, TextFilter } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getBalances, useBalances } from '../api/accounts';
import { Ledger } from '../components/Ledger';

type BalanceFilter = 'all' | 'owing' | 'credit' | 'nonzero';

/** Customer accounts (route CustomerAccount, /customer/account): balances per customer and currency; a row opens its ledger. */
export default function CustomerAccount() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { filters, bind, page, limit, pager } = useListFilters<{ search: string; currency: string; balance: BalanceFilter }>({ search: '', currency: '', balance: 'nonzero' });
  const [open, setOpen] = useState<AccountBalance | null>(null);
  const cur = filters.currency.trim().toUpperCase();
  const query = { search: searchText(filters.search), currency: /^[A-Z]{3}$/.test(cur) ? cur : undefined, balance: filters.balance };
  const list = useBalances({ ...query, page, limit });

  const columns = useMemo<GridColumn<AccountBalance>[]>(() => {
    const money = (key: 'debit' | 'credit' | 'balance' | 'creditLimit') => (b: AccountBalance) => (b[key] === null ? '' : formatMoney(b[key], b.currency, localeOf(i18n.language)));
    return [
      { id: 'code', header: t('customer.code'), value: (b) => b.code, width: 110, lockVisible: true },
      { id: 'name', header: t('customer.name'), value: (b) => b.name, width: 220 },
      { id: 'currency', header: t('customer.currency'), value: (b) => b.currency, width: 80 },
      { id: 'debit', header: t('customerAccount.debit'), value: (b) => b.debit, kind: 'decimal', format: (_v, b) => money('debit')(b), width: 130 },
      { id: 'credit', header: t('customerAccount.credit'), value: (b) => b.credit, kind: 'decimal', format: (_v, b) => money('credit')(b), width: 130 },
      { id: 'balance', header: t('customerAccount.balance'), value: (b) => b.balance, kind: 'decimal', format: (_v, b) => money('balance')(b), width: 130 },
      { id: 'creditLimit', header: t('customer.creditLimit'), value: (b) => b.creditLimit, kind: 'decimal', format: (_v, b) => money('creditLimit')(b), width: 120 },
      { id: 'overLimit', header: t('customerAccount.overLimit'), value: (b) => b.overLimit, kind: 'boolean', width: 100 },
      { id: 'entries', header: t('customerAccount.entries'), value: (b) => b.entries, kind: 'number', width: 90 },
      { id: 'lastEntryAt', header: t('customerAccount.lastEntry'), value: (b) => b.lastEntryAt, kind: 'datetime', width: 150 },
    ];
  }, [t, i18n.language]);

  return (
    <ListPage<AccountBalance>
      titleId="customer-account-title"
      title={t('route.CustomerAccount')}
      intro={t('customerAccount.intro')}
      filters={
        <FilterBar>
          <SearchFilter label={t('customerAccount.searchLabel')} {...bind('search')} />
          <TextFilter label={t('customer.currency')} maxLength={3} size={5} {...bind('currency')} />
          <SelectFilter<BalanceFilter>
            label={t('customerAccount.show')}
            options={(['nonzero', 'owing', 'credit', 'all'] as const).map((f) => ({ value: f, label: t(`customerAccount.filters.${f}`) }))}
            {...bind('balance')}
          />
        </FilterBar>
      }
      query={list}
      table="customerBalances"
      columns={columns}
      rows={list.data?.balances}
      getRowId={(b) => `${b.customerId}:${b.currency}`}
      selectable
      onRowActivated={setOpen}
      height={360}
      // The buttons work on the one selected balance, or else on the ledger open below.
      actions={(selected) => {
        const one = selected ?? open;
        return (
          <>
            <ToolbarButton label={t('customerAccount.showLedger')} disabled={!one} onClick={() => one && setOpen(one)} />
            <ToolbarButton primary label={t('customerAccount.record')} disabled={!one} onClick={() => one && void navigate(`/customer/${encodeURIComponent(one.customerId)}/create-account`)} />
          </>
        );
      }}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getBalances({ ...query, page, limit }), (a) => a.balances, (a) => a.total)}
    >
      {open && (
        <Ledger
          key={`${open.customerId}:${open.currency}`}
          customerId={open.customerId}
          currency={open.currency}
          heading={t('customerAccount.ledgerOf', { name: `${open.code} ${open.name}`, currency: open.currency })}
          title={t('customerAccount.ledgerOf', { name: open.code, currency: open.currency })}
        />
      )}
    </ListPage>
  );
}
