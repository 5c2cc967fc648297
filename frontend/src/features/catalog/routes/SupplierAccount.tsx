import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import { reverseSupplierEntryBody, type SupplierBalance, type SupplierEntry } from '@tradedesk/contracts/catalog/supplier-accounts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckFilter, FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { searchText, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
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
  const { filters, set, bind } = useListFilters({ search: '', openOnly: false });
  const balances = useSupplierBalances({ search: searchText(filters.search), open: filters.openOnly ? 'true' : 'false', limit: 1000 });
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

  const suppliers = [...new Map((balances.data?.balances ?? []).map((b) => [b.supplierId, b])).values()];
  return (
    <ListPage<SupplierBalance>
      titleId="supplier-account-title"
      title={t('route.SupplierAccount')}
      gridTitle={t('supplierAccount.balances')}
      filters={
        <FilterBar>
          <SearchFilter label={t('supplier.search')} {...bind('search')} />
          <CheckFilter label={t('supplierAccount.openOnly')} checked={filters.openOnly} onChange={(openOnly) => set({ openOnly })} />
        </FilterBar>
      }
      query={balances}
      table="supplierBalances"
      columns={columns}
      rows={balances.data?.balances}
      getRowId={keyOf}
      height={260}
      onRowActivated={(b) => choose(b.supplierId)}
      actions={
        <SelectFilter
          inline
          label={t('supplierAccount.supplier')}
          value={supplierId}
          onChange={choose}
          allLabel="—"
          options={suppliers.map((b) => ({ value: b.supplierId, label: `${b.supplierCode} · ${b.supplierName}` }))}
        />
      }
    >
      {supplierId ? (
        <Ledger supplierId={supplierId} name={suppliers.find((b) => b.supplierId === supplierId)?.supplierName ?? ''} onRecord={() => void navigate(`/product/supplier/${encodeURIComponent(supplierId)}/create-account`)} />
      ) : (
        <p className="muted">{t('supplierAccount.pickSupplier')}</p>
      )}
    </ListPage>
  );
}

function Ledger({ supplierId, name, onRecord }: { supplierId: string; name: string; onRecord: () => void }) {
  const { t, i18n } = useTranslation();
  const [currency, setCurrency] = useState('');
  const [reversing, setReversing] = useState<SupplierEntry | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const account = useSupplierAccount(supplierId, { currency: currency || undefined, limit: 1000 });
  // As the server rules: an entry is reversed once, a reversal never, a purchase (return) by cancelling its document.
  const reversible = (e: SupplierEntry | null): e is SupplierEntry => Boolean(e && !e.reversedBy && e.kind !== 'reversal' && e.kind !== 'purchase' && e.kind !== 'purchase-return' && !e.kind.startsWith('check-'));

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
    <ListPage<SupplierEntry>
      card
      titleId="ledger-title"
      title={t('supplierAccount.ledgerOf', { name })}
      query={account}
      summary={
        account.data && (
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
        )
      }
      table="supplierLedger"
      columns={columns}
      rows={account.data?.entries}
      getRowId={(e) => e.entryId}
      selectable
      height={380}
      actions={(one) => (
        <>
          <ToolbarButton primary label={t('supplierAccount.record')} onClick={onRecord} />
          <ToolbarButton label={t('supplierAccount.reverse')} disabled={!reversible(one)} onClick={() => reversible(one) && setReversing(one)} />
          <ToolbarButton label={t('product.history')} onClick={() => setShowHistory(true)} />
          <SelectFilter
            inline
            label={t('supplier.currency')}
            value={currency}
            onChange={setCurrency}
            allLabel={t('form.all')}
            options={(account.data?.balances ?? []).map((b) => ({ value: b.currency, label: b.currency }))}
          />
        </>
      )}
    >
      {reversing && <ReverseDialog supplierId={supplierId} entry={reversing} onClose={() => setReversing(null)} />}
      {showHistory && (
        <HistoryDialog title={t('supplierAccount.ledgerOf', { name })} queryKey={['supplier-account', supplierId]} load={() => getSupplierAccountHistory(supplierId)} onClose={() => setShowHistory(false)} />
      )}
    </ListPage>
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
