import { MONEY_DOC_STATES, type MoneyDocState, type MoneyDocument } from '@tradedesk/contracts/finance/payments';
import { formatMoney } from '@tradedesk/contracts/platform/money';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_TIME, type DateRange, rangeDays } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { localeOf } from '../../../i18n/languages';
import { getMoneyByDocument, type MoneyView, useMoneyByDocument } from '../api/payments';

interface Filters {
  search: string;
  currency: string;
  state: MoneyDocState;
  period: DateRange;
}

/**
 * Money by document (/finance/sale: money in by sale order; /finance/purchase: money out by purchase
 * order): document, party, day, currency, total, paid, still owed and the money accounts, filtered
 * by words, currency, state (still owed / paid) and days; totals per currency; Excel of every page.
 */
export function MoneyByDocumentPage({ view }: { view: MoneyView }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { filters, bind, set, page, limit, pager } = useListFilters<Filters>({ search: '', currency: '', state: 'all', period: ANY_TIME });
  const query = { search: filters.search || undefined, currency: filters.currency || undefined, state: filters.state, ...rangeDays(filters.period) };
  const list = useMoneyByDocument(view, { ...query, page, limit });
  // The currencies met so far (the totals of the list as filtered), for the currency filter.
  const seen = useRef(new Set<string>());
  for (const s of list.data?.totals ?? []) seen.current.add(s.currency);

  const columns = useMemo<GridColumn<MoneyDocument>[]>(() => {
    const money = (v: string, d: MoneyDocument) => formatMoney(v, d.currency, locale);
    return [
      { id: 'number', header: t('finPay.number'), value: (d) => d.number, width: 170, lockVisible: true },
      { id: 'party', header: t(`finPay.party.${view}`), value: (d) => (d.partyCode ? `${d.partyCode} ${d.partyName}` : t('finPay.walkIn')), flex: 1 },
      { id: 'date', header: t('finPay.date'), value: (d) => d.date, kind: 'date', width: 110 },
      { id: 'currency', header: t('finPay.currency'), value: (d) => d.currency, width: 80 },
      { id: 'total', header: t('finPay.total'), value: (d) => d.total, kind: 'decimal', width: 130, format: (_v, d) => money(d.total, d) },
      { id: 'paid', header: t('finPay.paid'), value: (d) => d.paid, kind: 'decimal', width: 130, format: (_v, d) => money(d.paid, d) },
      { id: 'outstanding', header: t('finPay.outstanding'), value: (d) => d.outstanding, kind: 'decimal', width: 130, format: (_v, d) => money(d.outstanding, d) },
      { id: 'accounts', header: t('finPay.accounts'), value: (d) => d.accounts.join(', '), width: 200 },
    ];
  }, [t, locale, view]);

  return (
    <ListPage<MoneyDocument>
      titleId={`finance-${view}-title`}
      title={t(view === 'sale' ? 'route.FinanceSale' : 'route.FinancePurchase')}
      filters={
        <FilterBar>
          <SearchFilter label={t(`finPay.search.${view}`)} {...bind('search')} />
          <SelectFilter label={t('finPay.currency')} value={filters.currency} onChange={(currency) => set({ currency })} allLabel={t('finPay.all')} options={[...seen.current].sort().map((c) => ({ value: c, label: c }))} />
          <SelectFilter label={t('finPay.state')} value={filters.state} onChange={(state) => set({ state })} options={optionsOf(MONEY_DOC_STATES, (s) => t(`finPay.states.${s}`))} />
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      summary={
        <div className="cards" aria-label={t('finPay.totals')}>
          {(list.data?.totals ?? []).map((s) => (
            <div key={s.currency} className="card stat" data-testid={`money-totals-${s.currency}`}>
              <strong>{s.currency}</strong> {t('finPay.total')}: {formatMoney(s.total, s.currency, locale)} · {t('finPay.paid')}: {formatMoney(s.paid, s.currency, locale)} · {t('finPay.outstanding')}:{' '}
              {formatMoney(s.outstanding, s.currency, locale)} · {t('finPay.documents', { count: s.documents })}
            </div>
          ))}
        </div>
      }
      query={list}
      table={`financeMoney-${view}`}
      columns={columns}
      rows={list.data?.documents}
      getRowId={(d) => d.id}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getMoneyByDocument(view, { ...query, page, limit }), (a) => a.documents, (a) => a.total)}
    />
  );
}
