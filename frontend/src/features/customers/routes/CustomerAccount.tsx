import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import type { AccountBalance } from '@tradedesk/contracts/customers/customer-accounts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager } from '../../../components/ui/Pager';
import { useBalances } from '../api/accounts';
import { Ledger } from '../components/Ledger';

type BalanceFilter = 'all' | 'owing' | 'credit' | 'nonzero';

/** Customer accounts (route CustomerAccount, /customer/account): balances per customer and currency; a row opens its ledger. */
export default function CustomerAccount() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = { search: useId(), currency: useId(), balance: useId() };
  const [search, setSearch] = useState('');
  const [currency, setCurrency] = useState('');
  const [balance, setBalance] = useState<BalanceFilter>('nonzero');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [open, setOpen] = useState<AccountBalance | null>(null);
  const [selected, setSelected] = useState<AccountBalance[]>([]);
  const cur = currency.trim().toUpperCase();
  const list = useBalances({ search: search.trim() || undefined, currency: /^[A-Z]{3}$/.test(cur) ? cur : undefined, balance, page, limit });
  const one = selected.length === 1 ? selected[0]! : open;

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
    <section className="page" aria-labelledby="customer-account-title">
      <h1 id="customer-account-title" className="page-title">
        {t('route.CustomerAccount')}
      </h1>
      <p className="muted">{t('customerAccount.intro')}</p>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.search}>{t('customerAccount.searchLabel')}</label>
          <input id={ids.search} type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        </div>
        <div className="field">
          <label htmlFor={ids.currency}>{t('customer.currency')}</label>
          <input id={ids.currency} value={currency} maxLength={3} size={5} onChange={(e) => (setCurrency(e.target.value), setPage(1))} />
        </div>
        <div className="field">
          <label htmlFor={ids.balance}>{t('customerAccount.show')}</label>
          <select id={ids.balance} value={balance} onChange={(e) => (setBalance(e.target.value as BalanceFilter), setPage(1))}>
            <option value="nonzero">{t('customerAccount.filters.nonzero')}</option>
            <option value="owing">{t('customerAccount.filters.owing')}</option>
            <option value="credit">{t('customerAccount.filters.credit')}</option>
            <option value="all">{t('customerAccount.filters.all')}</option>
          </select>
        </div>
      </form>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<AccountBalance>
        table="customerBalances"
        title={t('route.CustomerAccount')}
        columns={columns}
        rows={list.data?.balances}
        getRowId={(b) => `${b.customerId}:${b.currency}`}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(b) => setOpen(b)}
        height={360}
        toolbar={
          <>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => one && setOpen(one)}>
              {t('customerAccount.showLedger')}
            </button>
            <button type="button" className="btn btn-small btn-primary" disabled={!one} onClick={() => one && void navigate(`/customer/${encodeURIComponent(one.customerId)}/create-account`)}>
              {t('customerAccount.record')}
            </button>
          </>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      {open && (
        <section className="card" aria-labelledby="ledger-title">
          <h2 id="ledger-title">{t('customerAccount.ledgerOf', { name: `${open.code} ${open.name}`, currency: open.currency })}</h2>
          <Ledger key={`${open.customerId}:${open.currency}`} customerId={open.customerId} currency={open.currency} title={t('customerAccount.ledgerOf', { name: open.code, currency: open.currency })} />
        </section>
      )}
    </section>
  );
}
