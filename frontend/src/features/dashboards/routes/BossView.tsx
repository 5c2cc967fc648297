import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { useMoney } from '../../../lib/money';
import { useBossView } from '../api/boss-view';
import { DaysChart } from '../components/DaysChart';
import { GroupGrid } from '../components/GroupGrid';
import { PeriodCard as Period } from '../components/PeriodCard';
import '../dashboards.css';

/**
 * The boss view (route BossView, /main-control/boss-view; docs/dashboards.md "Boss view"): today,
 * the last seven days and the month in sales, gross profit and orders; receivables; the last 30
 * days as a chart with its table; the month's best sellers and sales per warehouse and salesperson.
 * It refetches when a sale or a payment is committed (live push of sale-facts / sale-money).
 */
export default function BossView() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const view = useBossView({});
  const v = view.data;
  return (
    <section className="page boss-view" aria-labelledby="boss-view-title">
      <h1 id="boss-view-title">{t('route.BossView')}</h1>
      <LoadError error={view.error} />
      {!v ? (
        !view.error && <p className="muted">{t('dashboards.loading')}</p>
      ) : (
        <>
          <p className="muted">{t('dashboards.asOf', { day: displayDay(v.day), base: v.baseCurrency, cost: v.costCurrency })}</p>
          <div className="dash-figures">
            <Period id="today" title={t('dashboards.today')} p={v.today} base={v.baseCurrency} cost={v.costCurrency} />
            <Period id="week" title={t('dashboards.week')} p={v.week} base={v.baseCurrency} cost={v.costCurrency} />
            <Period id="month" title={t('dashboards.month')} p={v.month} base={v.baseCurrency} cost={v.costCurrency} />
            <article className="card dash-figure" aria-labelledby="boss-receivables" data-testid="boss-receivables">
              <h2 id="boss-receivables">{t('dashboards.receivables')}</h2>
              {v.receivables.length === 0 ? (
                <p>{t('dashboards.noReceivables')}</p>
              ) : (
                <dl className="facts">
                  {v.receivables.map((r) => (
                    <div key={r.currency} className="fact-row" data-testid={`boss-receivable-${r.currency}`}>
                      <dt>{t('dashboards.ordersOwing', { count: r.orders })}</dt>
                      <dd>{money(r.outstanding, r.currency)} {r.currency}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </article>
          </div>
          <article className="card" aria-labelledby="boss-days">
            <h2 id="boss-days">{t('dashboards.last30')}</h2>
            <DaysChart seesProfit={v.seesProfit} days={v.days} baseCurrency={v.baseCurrency} costCurrency={v.costCurrency} title={t('dashboards.last30')} />
          </article>
          <div className="dash-row">
            <article className="card" aria-labelledby="boss-top">
              <h2 id="boss-top">{t('dashboards.topProducts')}</h2>
              <GroupGrid seesProfit={v.seesProfit} title={t('dashboards.topProducts')} rows={v.topProducts} baseCurrency={v.baseCurrency} costCurrency={v.costCurrency} nameHeader={t('dashboards.col.product')} />
            </article>
            <article className="card" aria-labelledby="boss-warehouses">
              <h2 id="boss-warehouses">{t('dashboards.byWarehouse')}</h2>
              <GroupGrid seesProfit={v.seesProfit} title={t('dashboards.byWarehouse')} rows={v.byWarehouse} baseCurrency={v.baseCurrency} costCurrency={v.costCurrency} nameHeader={t('dashboards.col.warehouse')} />
            </article>
            <article className="card" aria-labelledby="boss-people">
              <h2 id="boss-people">{t('dashboards.bySalesperson')}</h2>
              <GroupGrid seesProfit={v.seesProfit} title={t('dashboards.bySalesperson')} rows={v.bySalesperson} baseCurrency={v.baseCurrency} costCurrency={v.costCurrency} nameHeader={t('dashboards.col.salesperson')} />
            </article>
          </div>
        </>
      )}
    </section>
  );
}
