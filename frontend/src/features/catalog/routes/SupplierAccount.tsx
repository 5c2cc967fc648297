import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import { reverseSupplierEntryBody, type SupplierBalance, type SupplierEntry } from '@tradedesk/contracts/catalog/supplier-accounts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { getSupplierAccountHistory, useAccountCommand, useSupplierAccount, useSupplierBalances } from '../api/supplier-accounts';
import { balanceSide } from '../basics/amounts';
import '../basics/basics.css';
import { HistoryDialog } from '../components/HistoryDialog';

const keyOf = (b: SupplierBalance) => `${b.supplierId}:${b.currency}`;

/**
 * The payables ledger (route SupplierAccount, /product/supplier/account): every supplier's
 * balance per currency; one supplier's entries with the running balance, reversal of a mistaken
 * entry, the account's history, and the way to record an entry (SupplierCreateAccount).
 */
export default function SupplierAccount() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const supplierId = params.get('supplierId') ?? '';
  const [search, setSearch] = useState('');
  const [openOnly, setOpenOnly] = useState(false);
  const balances = useSupplierBalances({ search: search.trim() || undefined, open: openOnly ? 'true' : 'false', limit: 1000 });
  const ids = { search: useId(), open: useId() };
  const choose = (id: string) => setParams(id ? { supplierId: id } : {}, { replace: true });

  const columns = useMemo<GridColumn<SupplierBalance>[]>(
    () => [
      { id: 'code', header: t('supplier.code'), value: (b) => b.supplierCode, width: 120, lockVisible: true },
      { id: 'name', header: t('supplier.name'), value: (b) => b.supplierName, width: 220 },
      { id: 'currency', header: t('supplier.currency'), value: (b) => b.currency, width: 90 },
      {
        id: 'balance',
        header: t('supplierAccount.balance'),
        value: (b) => b.balance,
        kind: 'decimal',
        width: 140,
        format: (_v, b) => formatMoney(b.balance, b.currency, localeOf(i18n.language)),
      },
      { id: 'entries', header: t('supplierAccount.entries'), value: (b) => b.entries, kind: 'number', width: 100 },
      { id: 'lastDate', header: t('supplierAccount.lastDate'), value: (b) => b.lastDate, width: 120 },
    ],
    [t, i18n.language],
  );

  return (
    <section className="page" aria-labelledby="supplier-account-title">
      <h1 id="supplier-account-title" className="page-title">
        {t('route.SupplierAccount')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.search}>{t('supplier.search')}</label>
          <input id={ids.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <label className="inline-check" htmlFor={ids.open}>
          <input id={ids.open} type="checkbox" checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} />
          {t('supplierAccount.openOnly')}
        </label>
      </form>
      <LoadError error={balances.isError ? balances.error : null} />
      <DataGrid<SupplierBalance>
        table="supplierBalances"
        title={t('supplierAccount.balances')}
        columns={columns}
        rows={balances.data?.balances}
        getRowId={keyOf}
        loading={balances.isPending}
        height={260}
        onRowActivated={(b) => choose(b.supplierId)}
        toolbar={
          <label className="inline-check">
            {t('supplierAccount.supplier')}
            <select aria-label={t('supplierAccount.supplier')} value={supplierId} onChange={(e) => choose(e.target.value)}>
              <option value="">—</option>
              {[...new Map((balances.data?.balances ?? []).map((b) => [b.supplierId, b])).values()].map((b) => (
                <option key={b.supplierId} value={b.supplierId}>
                  {b.supplierCode} · {b.supplierName}
                </option>
              ))}
            </select>
          </label>
        }
      />
      {supplierId ? (
        <Ledger supplierId={supplierId} name={balances.data?.balances.find((b) => b.supplierId === supplierId)?.supplierName ?? ''} onRecord={() => void navigate(`/product/supplier/${encodeURIComponent(supplierId)}/create-account`)} />
      ) : (
        <p className="muted">{t('supplierAccount.pickSupplier')}</p>
      )}
    </section>
  );
}

function Ledger({ supplierId, name, onRecord }: { supplierId: string; name: string; onRecord: () => void }) {
  const { t, i18n } = useTranslation();
  const [currency, setCurrency] = useState('');
  const [selected, setSelected] = useState<SupplierEntry[]>([]);
  const [reversing, setReversing] = useState<SupplierEntry | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const account = useSupplierAccount(supplierId, { currency: currency || undefined, limit: 1000 });
  const one = selected.length === 1 ? selected[0]! : null;
  const reversible = one && !one.reversedBy && one.kind !== 'reversal' && one.kind !== 'purchase' && one.kind !== 'purchase-return';
  const currencyId = useId();

  const columns = useMemo<GridColumn<SupplierEntry>[]>(
    () => [
      { id: 'date', header: t('supplierAccount.date'), value: (e) => e.date, width: 110, lockVisible: true },
      { id: 'kind', header: t('supplierAccount.kind'), value: (e) => t(`supplierAccount.kinds.${e.kind}`), width: 140 },
      { id: 'currency', header: t('supplier.currency'), value: (e) => e.currency, width: 80 },
      { id: 'amount', header: t('supplierAccount.amount'), value: (e) => e.amount, kind: 'decimal', width: 130, format: (_v, e) => formatMoney(e.amount, e.currency, localeOf(i18n.language)) },
      {
        id: 'balanceAfter',
        header: t('supplierAccount.balanceAfter'),
        value: (e) => e.balanceAfter,
        kind: 'decimal',
        width: 140,
        format: (_v, e) => formatMoney(e.balanceAfter, e.currency, localeOf(i18n.language)),
      },
      { id: 'method', header: t('supplierAccount.method'), value: (e) => (e.method ? t(`supplierAccount.methods.${e.method}`) : ''), width: 130 },
      { id: 'reference', header: t('supplierAccount.reference'), value: (e) => e.reference || e.source?.number || '', width: 130 },
      { id: 'reason', header: t('supplierAccount.reason'), value: (e) => [e.reason, e.note].filter(Boolean).join(' · '), width: 220 },
      { id: 'reversed', header: t('supplierAccount.reversed'), value: (e) => Boolean(e.reversedBy), kind: 'boolean', width: 100 },
      { id: 'who', header: t('product.historyWho'), value: (e) => e.username, width: 110 },
      { id: 'recordedAt', header: t('supplierAccount.recordedAt'), value: (e) => e.recordedAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t, i18n.language],
  );

  return (
    <section className="card" aria-labelledby="ledger-title">
      <h2 id="ledger-title">{t('supplierAccount.ledgerOf', { name })}</h2>
      <LoadError error={account.isError ? account.error : null} />
      {account.data && (
        <ul className="balance-cards" aria-label={t('supplierAccount.balances')}>
          {account.data.balances.length === 0 && <li className="muted">{t('supplierAccount.noEntries')}</li>}
          {account.data.balances.map((b) => {
            const side = balanceSide(b.balance);
            return (
              <li key={b.currency} className="balance-card" data-currency={b.currency}>
                <span className="muted">{t('supplierAccount.balanceIn', { currency: b.currency })}</span>
                <strong className={side === 'owed' ? 'amount-owed' : side === 'credit' ? 'amount-credit' : ''}>{formatMoney(b.balance, b.currency, localeOf(i18n.language))}</strong>
                <span className="hint">{t(`supplierAccount.sides.${side}`)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <DataGrid<SupplierEntry>
        table="supplierLedger"
        title={t('supplierAccount.ledgerOf', { name })}
        columns={columns}
        rows={account.data?.entries}
        getRowId={(e) => e.entryId}
        loading={account.isPending}
        selectable
        onSelectionChange={setSelected}
        height={380}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={onRecord}>
              {t('supplierAccount.record')}
            </button>
            <button type="button" className="btn btn-small" disabled={!reversible} onClick={() => setReversing(one)}>
              {t('supplierAccount.reverse')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => setShowHistory(true)}>
              {t('product.history')}
            </button>
            <label className="inline-check" htmlFor={currencyId}>
              {t('supplier.currency')}
              <select id={currencyId} value={currency} onChange={(e) => setCurrency(e.target.value)}>
                <option value="">{t('form.all')}</option>
                {(account.data?.balances ?? []).map((b) => (
                  <option key={b.currency} value={b.currency}>
                    {b.currency}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
      />
      {reversing && <ReverseDialog supplierId={supplierId} entry={reversing} onClose={() => (setReversing(null), setSelected([]))} />}
      {showHistory && (
        <HistoryDialog title={t('supplierAccount.ledgerOf', { name })} queryKey={['supplier-account', supplierId]} load={() => getSupplierAccountHistory(supplierId)} onClose={() => setShowHistory(false)} />
      )}
    </section>
  );
}

const reverseForm = reverseSupplierEntryBody.pick({ reason: true });

function ReverseDialog({ supplierId, entry, onClose }: { supplierId: string; entry: SupplierEntry; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(reverseForm, { reason: '' }, { messages: { reason: t('supplierAccount.reasonRequired') } });
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useAccountCommand();

  return (
    <EntityFormDialog
      form={form}
      title={t('supplierAccount.reverse')}
      submitLabel={t('supplierAccount.reverse')}
      danger
      onSave={({ reason }) => command.mutateAsync({ action: 'reverse', supplierId, entryId: entry.entryId, body: { commandId, reason } })}
      onClose={onClose}
    >
      <p>
        {t('supplierAccount.reverseWhat', { kind: t(`supplierAccount.kinds.${entry.kind}`), date: entry.date, amount: formatMoney(entry.amount, entry.currency, localeOf(i18n.language)), currency: entry.currency })}
      </p>
      <Field name="reason" label={t('supplierAccount.reason')} maxLength={200} autoFocus />
    </EntityFormDialog>
  );
}
