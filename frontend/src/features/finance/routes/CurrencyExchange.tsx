import { exchangeCurrencyBody, type MoneyTransfer } from '@tradedesk/contracts/finance/money-transfers';
import { formatMoney, roundMoney } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { localeOf } from '../../../i18n/languages';
import { useMoneyAccounts } from '../api/money-accounts';
import { tableRateOf, useRatesNow, useTransferCommand } from '../api/money-transfers';
import { money, TransferList } from '../components/TransferList';

/**
 * Currency exchanges (route CurrencyExchange, /finance/currency-exchange): what left one account
 * and arrived on the other, the rate used and the table's, and the difference in the base
 * currency (a gain or a loss); New opens the exchange dialog.
 */
export default function CurrencyExchange() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const columns = useCallback(
    (locale: string): GridColumn<MoneyTransfer>[] => [
      { id: 'from', header: t('finMove.from'), value: (x) => x.fromAccountName, width: 150 },
      { id: 'amount', header: t('finMove.given'), value: (x) => x.amount, kind: 'decimal', width: 140, format: (_v, x) => money(x.amount, x.currency, locale) },
      { id: 'to', header: t('finMove.to'), value: (x) => x.toAccountName, width: 150 },
      { id: 'received', header: t('finMove.got'), value: (x) => x.toAmount ?? '', kind: 'decimal', width: 140, format: (_v, x) => money(x.toAmount, x.toCurrency, locale) },
      { id: 'rate', header: t('finMove.rate'), value: (x) => x.rate ?? '', width: 100 },
      { id: 'tableRate', header: t('finMove.tableRate'), value: (x) => x.tableRate ?? '', width: 100 },
      { id: 'difference', header: t('finMove.difference'), value: (x) => x.differenceInBase ?? '', kind: 'decimal', width: 150, format: (_v, x) => money(x.differenceInBase, x.baseCurrency, locale) },
    ],
    [t],
  );
  return (
    <TransferList kind="exchange" columns={columns} newLabel={t('finMove.newExchange')} onNew={() => setOpen(true)}>
      {open && <ExchangeDialog onClose={() => setOpen(false)} />}
    </TransferList>
  );
}

const text = z.string();
const exchangeForm = z
  .object({ fromAccountId: text, toAccountId: text, fromAmount: text, rate: text, date: text, memo: text })
  .transform(({ date, ...v }): z.input<typeof exchangeCurrencyBody> => ({ ...v, ...(date.trim() ? { date: date.trim() } : {}) }))
  .pipe(exchangeCurrencyBody);

const isNumber = (v: string) => /^\d+(\.\d+)?$/.test(v.trim());

/** The exchange: from one account to one of another currency, the amount given, the rate (the table's, editable), what arrives. */
function ExchangeDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useTransferCommand();
  const accounts = useMoneyAccounts();
  const rates = useRatesNow();
  const form = useZodForm(exchangeForm, { fromAccountId: '', toAccountId: '', fromAmount: '', rate: '', date: '', memo: '' });
  const [fromId, toId, fromAmount, rate] = form.watch(['fromAccountId', 'toAccountId', 'fromAmount', 'rate']);
  const all = accounts.data?.accounts ?? [];
  const from = all.find((a) => a.id === fromId);
  const to = all.find((a) => a.id === toId);
  const table = tableRateOf(rates.data, from?.currency ?? '', to?.currency ?? '');
  useEffect(() => {
    if (table && !form.getFieldState('rate').isDirty) form.setValue('rate', table);
  }, [table, form]);
  const arrives = to && isNumber(fromAmount) && isNumber(rate) ? formatMoney(roundMoney(new Decimal(fromAmount.trim()).times(rate.trim()), to.currency), to.currency, locale) : '';
  const choose = { value: '', label: t('finMove.choose') };

  return (
    <EntityFormDialog
      form={form}
      title={t('finMove.newExchange')}
      submitLabel={t('finMove.exchange')}
      onSave={(body) => command.mutateAsync({ action: 'exchange', body: { ...body, commandId } })}
      onClose={onClose}
    >
      <Field name="fromAccountId" kind="select" label={t('finMove.from')} options={[choose, ...all.map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))]} />
      <Field
        name="toAccountId"
        kind="select"
        label={t('finMove.to')}
        options={[choose, ...all.filter((a) => !from || a.currency !== from.currency).map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))]}
      />
      <Field name="fromAmount" label={from ? t('finMove.givenIn', { currency: from.currency }) : t('finMove.given')} inputMode="decimal" />
      <Field
        name="rate"
        label={from && to ? t('finMove.rateOf', { from: from.currency, to: to.currency }) : t('finMove.rate')}
        inputMode="decimal"
        hint={table ? t('finMove.tableRateIs', { rate: table }) : t('finMove.noTableRate')}
      />
      {arrives && <p data-testid="exchange-arrives">{t('finMove.arrives', { amount: arrives })}</p>}
      <Field name="date" type="date" label={t('finMove.date')} hint={t('finMove.dateHint')} />
      <Field name="memo" kind="textarea" label={t('finMove.memo')} maxLength={500} />
    </EntityFormDialog>
  );
}
