import type { PeriodFigures } from '@tradedesk/contracts/reports/dashboards';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';

/** One period's sales (amount in the base currency), gross profit (cost currency, when visible), orders and units. */
export function PeriodCard({ id, title, p, base, cost }: { id: string; title: string; p: PeriodFigures; base: string; cost: string }) {
  const { t } = useTranslation();
  const { money, quantity } = useMoney();
  return (
    <article className="card dash-figure" aria-labelledby={`boss-${id}`} data-testid={`boss-${id}`}>
      <h2 id={`boss-${id}`}>{title}</h2>
      <p className="muted">{p.from === p.to ? displayDay(p.from) : `${displayDay(p.from)} – ${displayDay(p.to)}`}</p>
      <p className="big" data-testid={`boss-${id}-amount`}>
        {money(p.amount, base)} {base}
      </p>
      <dl className="facts">
        {p.profit !== null && (
          <>
            <dt>{t('dashboards.profit')}</dt>
            <dd data-testid={`boss-${id}-profit`}>
              {money(p.profit, cost)} {cost}
            </dd>
          </>
        )}
        <dt>{t('dashboards.orders')}</dt>
        <dd data-testid={`boss-${id}-orders`}>{p.orders}</dd>
        <dt>{t('dashboards.units')}</dt>
        <dd>{quantity(p.quantity)}</dd>
        {p.profit !== null && p.unknownLines > 0 && (
          <>
            <dt>{t('dashboards.unknownLines')}</dt>
            <dd>{p.unknownLines}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
