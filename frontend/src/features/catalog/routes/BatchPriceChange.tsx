import { applyPriceRule, PRICE_RULE_OPS, type PriceRuleOp, type PriceRuleResult } from '@tradedesk/contracts/catalog/price-rule';
import { type ChangePricesBody, PRICE_TYPES, type PriceType, type Product } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import { CURRENCIES } from '@tradedesk/contracts/settings/systypes';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingNumber, settingValue } from '../../../lib/settings';
import { FilterBar, optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { searchText } from '../../../components/list/list-state';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { errorMessage, isConflict } from '../../../lib/api';
import { useSession } from '../../../stores/session';
import { useProducts } from '../../../api/products';
import { useCategories, useChangePrices } from '../api/price-tools';
import { PriceLog } from '../components/PriceLog';
import { LoadError } from '../../../components/ui/LoadError';

const UNITS: UnitKey[] = ['unit', 'box', 'bigBag', 'bag'];
const MAX_ITEMS = 1000;

interface Row {
  product: Product;
  before: string | null;
  result: PriceRuleResult | { ok: false; reason: 'no-packing' };
  /** The new price when it differs from what applies now. */
  change: string | null;
}

/** Decimal places of the company's prices: its base currency's, else PriceDecimal, else 2. */
function usePriceDecimals(): number {
  const settings = useSession((s) => s.settings);
  const currency = String(settingValue(settings, 'BaseCurrencyID') ?? '');
  return CURRENCIES.find((c) => c.code === currency)?.decimals ?? settingNumber(settings, 'PriceDecimal') ?? 2;
}

/**
 * Batch price change (route BatchPriceChange, /product/batch-price-change): products by category
 * or search, one rule (set, +/- amount, +/- percent, rounded to the currency's places) on one
 * price type and unit, the before/after preview, then one all-or-nothing command for the chosen.
 */
export default function BatchPriceChange() {
  const { t } = useTranslation();
  const currencyDecimals = usePriceDecimals();
  const [categoryId, setCategoryId] = useState('');
  const [search, setSearch] = useState('');
  const [priceType, setPriceType] = useState<PriceType>('retail');
  const [unit, setUnit] = useState<UnitKey>('unit');
  const [op, setOp] = useState<PriceRuleOp>('addPercent');
  const [value, setValue] = useState('');
  const [decimals, setDecimals] = useState<number | null>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const valueId = useId();
  const categories = useCategories();
  const places = decimals ?? currencyDecimals;
  const list = useProducts({ categoryId: categoryId || undefined, search: searchText(search), status: 'active', limit: MAX_ITEMS }, Boolean(categoryId || search.trim()));
  const change = useChangePrices();

  const rows = useMemo<Row[]>(
    () =>
      (list.data?.products ?? []).map((product) => {
        if (unit !== 'unit' && !product.packings[unit]) return { product, before: null, result: { ok: false, reason: 'no-packing' }, change: null };
        const before = product.effectivePrices[unit][priceType];
        const result = applyPriceRule(before, { op, value, decimals: places });
        return { product, before, result, change: result.ok && result.price !== before ? result.price : null };
      }),
    [list.data, unit, priceType, op, value, places],
  );
  const chosen = selected.map((s) => rows.find((r) => r.product.id === s.product.id)).filter((r): r is Row => !!r && r.change !== null);

  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'code', header: t('product.code'), value: (r) => r.product.code, width: 130, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (r) => r.product.name, width: 200 },
      { id: 'category', header: t('product.category'), value: (r) => r.product.categoryName ?? '', width: 140 },
      { id: 'before', header: t('priceTools.before'), value: (r) => r.before, kind: 'decimal', width: 110 },
      { id: 'after', header: t('priceTools.after'), value: (r) => (r.result.ok ? r.result.price : null), kind: 'decimal', width: 110 },
      {
        id: 'status',
        header: t('priceTools.status'),
        value: (r) => (r.result.ok ? (r.change === null ? t('priceTools.unchanged') : t('priceTools.changes')) : t(`priceTools.reasons.${r.result.reason}`)),
        width: 170,
      },
    ],
    [t],
  );

  const apply = async () => {
    setConfirming(false);
    setOutcome(null);
    const body: ChangePricesBody = {
      commandId: crypto.randomUUID(),
      items: chosen.map((r) => ({ productId: r.product.id, version: r.product.version, prices: { [unit]: { [priceType]: r.change } } })),
    };
    try {
      const res = await change.mutateAsync(body);
      setOutcome({ ok: true, text: t('priceTools.applied', { n: res.changed }) });
    } catch (e) {
      setOutcome({ ok: false, text: isConflict(e) ? `${t('priceTools.conflict')} ${errorMessage(e)}` : errorMessage(e) });
      void list.refetch();
    }
  };

  return (
    <section className="page" aria-labelledby="batch-price-title">
      <h1 id="batch-price-title" className="page-title">
        {t('route.BatchPriceChange')}
      </h1>
      <FilterBar>
        <SelectFilter label={t('product.category')} allLabel={t('form.all')} options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.path }))} value={categoryId} onChange={setCategoryId} />
        <SearchFilter label={t('product.searchLabel')} value={search} onChange={setSearch} />
      </FilterBar>
      <fieldset className="filters card">
        <legend>{t('priceTools.rule')}</legend>
        <SelectFilter label={t('priceTools.priceType')} options={optionsOf(PRICE_TYPES, (p) => t(`product.priceTypes.${p}`))} value={priceType} onChange={setPriceType} />
        <SelectFilter label={t('product.unit')} options={optionsOf(UNITS, (u) => t(`product.units.${u}`))} value={unit} onChange={setUnit} />
        <SelectFilter label={t('priceTools.operation')} options={optionsOf(PRICE_RULE_OPS, (o) => t(`priceTools.ops.${o}`))} value={op} onChange={setOp} />
        <div className="field">
          <label htmlFor={valueId}>{op.endsWith('Percent') ? t('priceTools.percent') : t('priceTools.amount')}</label>
          <input id={valueId} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
        <SelectFilter label={t('priceTools.decimals')} options={optionsOf(['0', '1', '2', '3', '4'], (n) => n)} value={String(places)} onChange={(n) => setDecimals(Number(n))} />
      </fieldset>
      <LoadError error={list.error} />
      {!categoryId && !search.trim() && <p className="muted">{t('priceTools.chooseProducts')}</p>}
      <DataGrid<Row>
        title={t('priceTools.preview')}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.product.id}
        loading={list.isFetching}
        selectable
        onSelectionChange={setSelected}
        height={400}
        toolbar={
          <button type="button" className="btn btn-small btn-primary" disabled={chosen.length === 0 || change.isPending} onClick={() => setConfirming(true)}>
            {t('priceTools.apply', { n: chosen.length })}
          </button>
        }
      />
      {(list.data?.total ?? 0) > MAX_ITEMS && <p className="muted">{t('priceTools.tooMany', { max: MAX_ITEMS })}</p>}
      {outcome && (
        <p className={outcome.ok ? 'card' : 'form-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('route.BatchPriceChange')}
        message={t('priceTools.confirm', { n: chosen.length, type: t(`product.priceTypes.${priceType}`), unit: t(`product.units.${unit}`) })}
        confirmLabel={t('priceTools.apply', { n: chosen.length })}
        busy={change.isPending}
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
      />
      <PriceLog productId={null} />
    </section>
  );
}
