import { type CurrencyItem, enterExchangeRateBody, type ExchangeRateItem } from '@tradedesk/contracts/finance/currencies';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { FilterBar, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getRateHistory, useCurrencies, useEnterExchangeRate, useFinanceStatistic, useRateHistory } from '../api/currencies';

type CurrencyRow = CurrencyItem & { receivables: string | null; payables: string | null; net: string | null; netInBase: string | null; cash: string | null; bank: string | null };

/**
 * Currencies and exchange rates (route Currency, /finance/currency; docs/finance.md): the
 * company's currencies with their decimals and what is owed in each, and below them the history
 * of exchange rates with "Enter rate". A rate is never edited: a new one supersedes it from its
 * effective time.
 */
export default function Currency() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { money } = useMoney();
  const currencies = useCurrencies();
  const statistic = useFinanceStatistic();
  const base = statistic.data?.baseCurrency ?? currencies.data?.currencies.find((c) => c.roles.includes('base'))?.code ?? '';
  const rows = useMemo<CurrencyRow[] | undefined>(
    () =>
      currencies.data?.currencies.map((c) => {
        const s = statistic.data?.currencies.find((x) => x.currency === c.code);
        return { ...c, receivables: s?.receivables ?? null, payables: s?.payables ?? null, net: s?.net ?? null, netInBase: s?.netInBase ?? null, cash: s?.cash ?? null, bank: s?.bank ?? null };
      }),
    [currencies.data, statistic.data],
  );
  const columns = useMemo<GridColumn<CurrencyRow>[]>(
    () => [
      { id: 'code', header: t('currencies.code'), value: (c) => c.code, width: 90, lockVisible: true },
      { id: 'name', header: t('currencies.name'), value: (c) => c.name, width: 180 },
      { id: 'decimals', header: t('currencies.decimals'), value: (c) => c.decimals, kind: 'number', width: 100 },
      { id: 'roles', header: t('currencies.roles'), value: (c) => c.roles.map((r) => t(`currencies.role.${r}`)).join(', '), width: 200 },
      { id: 'receivables', header: t('currencies.receivables'), value: (c) => c.receivables, render: (c) => money(c.receivables, c.code), kind: 'decimal', width: 140 },
      { id: 'payables', header: t('currencies.payables'), value: (c) => c.payables, render: (c) => money(c.payables, c.code), kind: 'decimal', width: 140 },
      { id: 'net', header: t('currencies.net'), value: (c) => c.net, render: (c) => money(c.net, c.code), kind: 'decimal', width: 140 },
      { id: 'cash', header: t('currencies.cash'), value: (c) => c.cash, render: (c) => money(c.cash, c.code), kind: 'decimal', width: 130 },
      { id: 'bank', header: t('currencies.bank'), value: (c) => c.bank, render: (c) => money(c.bank, c.code), kind: 'decimal', width: 130 },
      { id: 'netInBase', header: t('currencies.netInBase', { base }), value: (c) => c.netInBase, render: (c) => money(c.netInBase, base), kind: 'decimal', flex: 1 },
    ],
    [t, money, base],
  );
  return (
    <ListPage<CurrencyRow>
      titleId="currency-title"
      title={t('route.Currency')}
      intro={<p className="hint">{t('currencies.intro')}</p>}
      query={currencies}
      loading={currencies.isFetching}
      table="finance-currencies"
      columns={columns}
      rows={rows}
      getRowId={(c) => c.code}
      selectable={false}
      actions={<ToolbarButton primary label={t('currencies.new')} onClick={() => void navigate('/finance/newCurrency')} />}
    >
      <RateHistory currencies={currencies.data?.currencies ?? []} base={base} />
    </ListPage>
  );
}

function RateHistory({ currencies, base }: { currencies: CurrencyItem[]; base: string }) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const [entering, setEntering] = useState(false);
  const { filters, bind, page, limit, pager } = useListFilters({ currency: '' });
  const history = useRateHistory({ currency: filters.currency, page, limit });
  const columns = useMemo<GridColumn<ExchangeRateItem>[]>(
    () => [
      { id: 'pair', header: t('exchangeRates.pair'), value: (r) => `1 ${r.fromCode} = ${r.toCode}`, width: 140, lockVisible: true },
      { id: 'rate', header: t('exchangeRates.rate'), value: (r) => r.rate, render: (r) => `${quantity(r.rate, 8)} ${r.toCode}`, kind: 'decimal', width: 150 },
      { id: 'value', header: t('exchangeRates.value'), value: (r) => r.value, render: (r) => `${quantity(r.value, 8)} ${r.fromCode}`, kind: 'decimal', width: 150 },
      { id: 'effectiveAt', header: t('exchangeRates.effectiveAt'), value: (r) => r.effectiveAt, kind: 'datetime', width: 160 },
      { id: 'enteredAt', header: t('exchangeRates.enteredAt'), value: (r) => r.enteredAt, kind: 'datetime', width: 160 },
      { id: 'enteredBy', header: t('exchangeRates.enteredBy'), value: (r) => r.enteredBy, width: 120 },
      { id: 'memo', header: t('exchangeRates.memo'), value: (r) => r.memo, flex: 1 },
    ],
    [t, quantity],
  );
  return (
    <ListPage<ExchangeRateItem>
      card
      titleId="exchange-rates-title"
      title={t('exchangeRates.title')}
      intro={<p className="hint">{t('exchangeRates.intro')}</p>}
      filters={
        <FilterBar>
          <SelectFilter label={t('exchangeRates.from')} {...bind('currency')} options={currencies.map((c) => ({ value: c.code, label: c.code }))} />
        </FilterBar>
      }
      query={history}
      loading={history.isFetching}
      table="finance-exchange-rates"
      columns={columns}
      rows={history.data?.rates}
      getRowId={(r) => r.id}
      selectable={false}
      actions={<ToolbarButton primary label={t('exchangeRates.enter')} onClick={() => setEntering(true)} disabled={currencies.length < 2} />}
      pager={pager(history.data?.total)}
      exportAll={exportPages(({ page, limit }) => getRateHistory({ currency: filters.currency, page, limit }), (a) => a.rates, (a) => a.total)}
    >
      {entering && <EnterRateDialog currencies={currencies} base={base} onClose={() => setEntering(false)} />}
    </ListPage>
  );
}

interface RateForm {
  fromCode: string;
  toCode: string;
  rate: string;
  effectiveAt: string;
  memo: string;
}

const rateForm = z
  .custom<RateForm>((v) => typeof v === 'object' && v !== null)
  .transform((f): z.input<typeof enterExchangeRateBody> => ({
    fromCode: f.fromCode,
    toCode: f.toCode,
    rate: f.rate.trim().replace(',', '.'),
    ...(f.effectiveAt.trim() ? { effectiveAt: f.effectiveAt.trim() } : {}),
    ...(f.memo.trim() ? { memo: f.memo.trim() } : {}),
  }))
  .pipe(enterExchangeRateBody);

function EnterRateDialog({ currencies, base, onClose }: { currencies: CurrencyItem[]; base: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const enter = useEnterExchangeRate();
  const first = currencies.find((c) => c.code !== base)?.code ?? '';
  const form = useZodForm(rateForm as z.ZodType<z.output<typeof enterExchangeRateBody>, RateForm>, { fromCode: first, toCode: base, rate: '', effectiveAt: '', memo: '' });
  const options = currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
  return (
    <EntityFormDialog form={form} title={t('exchangeRates.enter')} savedMessage={t('exchangeRates.saved')} onClose={onClose} onSave={(body) => enter.mutateAsync({ ...body, commandId })}>
      <Field name="fromCode" kind="select" label={t('exchangeRates.from')} options={options} />
      <Field name="toCode" kind="select" label={t('exchangeRates.to')} options={options} />
      <Field name="rate" label={t('exchangeRates.rateOne')} inputMode="decimal" hint={t('exchangeRates.rateHint')} autoFocus />
      <Field name="effectiveAt" type="datetime-local" label={t('exchangeRates.effectiveAt')} hint={t('exchangeRates.effectiveHint')} />
      <Field name="memo" label={t('exchangeRates.memo')} maxLength={200} />
    </EntityFormDialog>
  );
}
