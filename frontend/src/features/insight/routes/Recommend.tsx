import { displayDay } from '@tradedesk/contracts/platform/company-time';
import type { LapsedLine, OfferLine } from '@tradedesk/contracts/reports/report-insight';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SelectFilter, TextFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { useRecommendation, useRecommendCustomers } from '../api/report-insight';

/**
 * Recommend (route Recommend, /main-control/recommend; docs/report-insight.md "Recommend"): for
 * one customer, the products to offer (bought by customers who buy what it buys, never by it) and
 * its regular products not bought lately, each with the reason beside it.
 */
export default function Recommend() {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const customers = useRecommendCustomers();
  const [customerId, setCustomerId] = useState('');
  const [daysText, setDaysText] = useState('180');
  const days = /^\d+$/.test(daysText) && Number(daysText) >= 1 && Number(daysText) <= 3650 ? Number(daysText) : null;
  const rec = useRecommendation(customerId && days ? { customerId, days } : null);
  const data = rec.data;
  const names = (refs: { code: string; name: string }[]) => refs.map((r) => r.name || r.code).join(', ');

  const offerColumns = useMemo<GridColumn<OfferLine>[]>(
    () => [
      { id: 'code', header: t('reportInsight.col.code'), value: (l) => l.code, width: 110, lockVisible: true },
      { id: 'name', header: t('reportInsight.col.product'), value: (l) => l.name, width: 180 },
      { id: 'reason', header: t('reportInsight.col.reason'), flex: 1, value: (l) => t('reportInsight.recommend.offerReason', { buyers: l.buyers, similar: data?.similarCustomers ?? 0, via: names(l.via) }) },
      { id: 'score', header: t('reportInsight.col.score'), value: (l) => l.score, kind: 'decimal', width: 90 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, data?.similarCustomers],
  );
  const lapsedColumns = useMemo<GridColumn<LapsedLine>[]>(
    () => [
      { id: 'code', header: t('reportInsight.col.code'), value: (l) => l.code, width: 110, lockVisible: true },
      { id: 'name', header: t('reportInsight.col.product'), value: (l) => l.name, width: 180 },
      { id: 'reason', header: t('reportInsight.col.reason'), flex: 1, value: (l) => t('reportInsight.recommend.lapsedReason', { purchases: l.purchases, interval: l.interval, last: displayDay(l.lastDay), since: l.daysSince }) },
      { id: 'quantity', header: t('reportInsight.col.quantity'), value: (l) => l.quantity, format: (v) => quantity(v as string), kind: 'decimal', width: 100 },
    ],
    [t, quantity],
  );

  return (
    <>
      <ListPage<OfferLine>
        titleId="recommend-title"
        title={t('route.Recommend')}
        intro={<p className="muted">{t('reportInsight.recommend.intro')}</p>}
        filters={
          <FilterBar>
            <SelectFilter
              label={t('reportInsight.col.customer')}
              allLabel={t('reportInsight.recommend.choose')}
              options={(customers.data ?? []).map((c) => ({ value: c.id, label: `${c.name || c.code} (${c.code})` }))}
              value={customerId}
              onChange={setCustomerId}
            />
            <TextFilter label={t('reportInsight.days')} value={daysText} onChange={setDaysText} maxLength={4} />
          </FilterBar>
        }
        placeholder={customerId ? undefined : <p className="muted">{t('reportInsight.recommend.choose')}</p>}
        gridTitle={t('reportInsight.recommend.offer')}
        query={rec}
        gridKey={`offer-${customerId}`}
        table="recommendOffer"
        columns={offerColumns}
        rows={data?.offer}
        getRowId={(l) => l.productId}
      />
      {customerId && (
        <ListPage<LapsedLine>
          card
          titleId="recommend-lapsed-title"
          title={t('reportInsight.recommend.lapsed')}
          query={rec}
          gridKey={`lapsed-${customerId}`}
          table="recommendLapsed"
          columns={lapsedColumns}
          rows={data?.lapsed}
          getRowId={(l) => l.productId}
        />
      )}
    </>
  );
}
