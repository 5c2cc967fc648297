import type { AiPurchaseLine } from '@tradedesk/contracts/reports/dashboards';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckFilter, FilterBar, TextFilter } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/money';
import { settingValue } from '../../../lib/settings';
import { useSession } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { draftsFor, useAiPurchase, useDraftPurchaseOrders } from '../api/ai-purchase';
import '../dashboards.css';

/** A whole number of days in [min, max] typed in a filter, or null while it is not one. */
const whole = (text: string, min: number, max: number) => (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

/**
 * AI purchase (route AiPurchase, /main-control/smartPurchase; docs/dashboards.md "AI purchase"):
 * for a warehouse, the suggested quantity of each product sold there, with the figures it comes
 * from beside it, and a button that drafts purchase orders for the selected lines.
 */
export default function AiPurchase() {
  const { t } = useTranslation();
  const { quantity, price } = useMoney();
  const baseCurrency = useSession((s) => String(settingValue(s.settings, 'BaseCurrencyID') ?? ''));
  const [warehouseId, setWarehouseId] = useState('');
  const [text, setText] = useState({ windowDays: '30', leadDays: '7', coverDays: '14', safetyDays: '7' });
  const [onlyNeeded, setOnlyNeeded] = useState(true);
  const figures = {
    windowDays: whole(text.windowDays, 1, 365),
    leadDays: whole(text.leadDays, 0, 365),
    coverDays: whole(text.coverDays, 0, 365),
    safetyDays: whole(text.safetyDays, 0, 365),
  };
  const valid = Object.values(figures).every((v) => v !== null);
  const q = warehouseId && valid ? { warehouseId, ...(figures as Record<keyof typeof figures, number>), onlyNeeded: onlyNeeded ? ('true' as const) : ('false' as const) } : null;
  const list = useAiPurchase(q);
  const draft = useDraftPurchaseOrders();

  const columns = useMemo<GridColumn<AiPurchaseLine>[]>(
    () => [
      { id: 'code', header: t('dashboards.col.code'), value: (l) => l.code, width: 110, lockVisible: true },
      { id: 'name', header: t('dashboards.col.product'), value: (l) => l.name, width: 180 },
      { id: 'suggested', header: t('dashboards.col.suggested'), value: (l) => l.suggested, kind: 'decimal', width: 100, format: (_v, l) => quantity(l.suggested) },
      {
        id: 'reasoning',
        header: t('dashboards.col.reasoning'),
        flex: 1,
        value: (l) =>
          t('dashboards.reasoning', {
            sold: quantity(l.sold), window: String(l.windowDays), avg: quantity(l.averageDaily), lead: String(l.leadDays), cover: String(l.coverDays),
            demand: quantity(l.demand), safety: quantity(l.safetyStock), onHand: quantity(l.onHand), onOrder: quantity(l.onOrder), suggested: quantity(l.suggested),
          }),
      },
      { id: 'sold', header: t('dashboards.col.sold'), value: (l) => l.sold, kind: 'decimal', width: 100, hiddenByDefault: true },
      { id: 'avg', header: t('dashboards.col.avgDaily'), value: (l) => l.averageDaily, kind: 'decimal', width: 90, hiddenByDefault: true },
      { id: 'demand', header: t('dashboards.col.demand'), value: (l) => l.demand, kind: 'decimal', width: 110, hiddenByDefault: true },
      { id: 'safety', header: t('dashboards.col.safety'), value: (l) => l.safetyStock, kind: 'decimal', width: 100, hiddenByDefault: true },
      { id: 'onHand', header: t('dashboards.col.onHand'), value: (l) => l.onHand, kind: 'decimal', width: 90 },
      { id: 'onOrder', header: t('dashboards.col.onOrder'), value: (l) => l.onOrder, kind: 'decimal', width: 90 },
      { id: 'supplier', header: t('dashboards.col.supplier'), value: (l) => l.supplierName, width: 150 },
      {
        id: 'lastPrice', header: t('dashboards.col.lastPrice'), value: (l) => l.lastUnitPrice ?? '', width: 120,
        format: (_v, l) => (l.lastUnitPrice && l.lastCurrency ? `${price(l.lastUnitPrice, l.lastCurrency)} ${l.lastCurrency}` : ''),
      },
    ],
    [t, quantity, price],
  );

  const makeDrafts = (selected: AiPurchaseLine[]) => {
    const drafts = draftsFor(selected, warehouseId, baseCurrency);
    if (drafts.length === 0) return toast.error(t('dashboards.nothingToDraft'));
    draft.mutate(drafts, {
      onSuccess: (answers) => toast.success(t('dashboards.drafted', { numbers: answers.map((a) => a.number).join(', ') }), 8000),
      onError: (e) => toast.error(errorMessage(e)),
    });
  };

  const days = (key: keyof typeof text, label: string) => <TextFilter label={label} value={text[key]} onChange={(v) => setText((s) => ({ ...s, [key]: v }))} maxLength={3} />;
  return (
    <ListPage<AiPurchaseLine>
      titleId="ai-purchase-title"
      title={t('route.AiPurchase')}
      intro={<p className="muted">{t('dashboards.aiIntro')}</p>}
      filters={
        <FilterBar>
          <WarehouseSelect label={t('dashboards.col.warehouse')} value={warehouseId} onChange={setWarehouseId} placeholder={t('dashboards.chooseWarehouse')} />
          {days('windowDays', t('dashboards.windowDays'))}
          {days('leadDays', t('dashboards.leadDays'))}
          {days('coverDays', t('dashboards.coverDays'))}
          {days('safetyDays', t('dashboards.safetyDays'))}
          <CheckFilter label={t('dashboards.onlyNeeded')} checked={onlyNeeded} onChange={setOnlyNeeded} />
        </FilterBar>
      }
      query={list}
      placeholder={warehouseId ? undefined : <p className="muted">{t('dashboards.chooseWarehouse')}</p>}
      gridKey={warehouseId}
      columns={columns}
      rows={list.data?.lines}
      getRowId={(l) => l.productId}
      selectable
      actions={(_one, selected) => <ToolbarButton primary label={t('dashboards.draftOrders')} disabled={selected.length === 0 || draft.isPending} onClick={() => makeDrafts(selected)} />}
    />
  );
}
