import type { Product } from '@tradedesk/contracts/catalog/products';
import { openCountBody } from '@tradedesk/contracts/inventory/count';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { openCount, useRefreshCounts } from '../api/counts';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ZoneSelect } from '../../../components/pickers/ZoneSelect';
import '../stock-check.css';

/**
 * Open a count order (route StockCheckNew, /product/stock-check/new) for a warehouse and
 * optionally a zone: over every product with stock there, or over chosen products. The book
 * quantities are taken now; the order opens on its detail screen for counting.
 */
export default function StockCheckNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCounts();
  const [warehouseId, setWarehouseId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const [note, setNote] = useState('');
  const [scope, setScope] = useState<'stock' | 'chosen'>('stock');
  const [chosen, setChosen] = useState<Product[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { note: useId(), scope: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const problems: Record<string, string> = {};
    if (!warehouseId) problems.warehouseId = t('stock.chooseWarehouse');
    if (scope === 'chosen' && chosen.length === 0) problems.productIds = t('count.new.chooseProducts');
    const parsed = openCountBody.safeParse({ commandId: crypto.randomUUID(), warehouseId, zoneId: zoneId || undefined, note, productIds: scope === 'chosen' ? chosen.map((p) => p.id) : [] });
    if (!parsed.success && Object.keys(problems).length === 0) problems.note = parsed.error.issues[0]?.message ?? '';
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      const r = await openCount(parsed.data);
      refresh();
      void navigate(`/product/stock-check/${encodeURIComponent(r.id)}/detail`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page" aria-labelledby="stock-check-new-title">
      <h1 id="stock-check-new-title" className="page-title">
        {t('route.StockCheckNew')}
      </h1>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <WarehouseSelect label={t('stock.warehouse')} value={warehouseId} onChange={(v) => (setWarehouseId(v), setZoneId(''))} />
        {errors.warehouseId && (
          <p className="field-error" role="alert">
            {errors.warehouseId}
          </p>
        )}
        <ZoneSelect label={t('zoneStock.zone')} warehouseId={warehouseId} value={zoneId} onChange={setZoneId} emptyLabel={t('count.new.wholeWarehouse')} />
        <div className="field">
          <label htmlFor={ids.note}>{t('stock.note')}</label>
          <input id={ids.note} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          {errors.note && (
            <span className="field-error" role="alert">
              {errors.note}
            </span>
          )}
        </div>
        <fieldset className="choice-group">
          <legend>{t('count.new.products')}</legend>
          <label>
            <input type="radio" name={ids.scope} checked={scope === 'stock'} onChange={() => setScope('stock')} />
            {t('count.new.allWithStock')}
          </label>
          <label>
            <input type="radio" name={ids.scope} checked={scope === 'chosen'} onChange={() => setScope('chosen')} />
            {t('count.new.chosenProducts')}
          </label>
        </fieldset>
        {scope === 'chosen' && (
          <fieldset className="card">
            <legend>{t('count.new.chosenProducts')}</legend>
            <ProductPicker
              label={t('count.new.addProduct')}
              value={null}
              onPick={(p) => {
                if (p && !chosen.some((c) => c.id === p.id)) setChosen([...chosen, p]);
              }}
            />
            {chosen.length > 0 && (
              <ul className="chosen-products" aria-label={t('count.new.chosenProducts')}>
                {chosen.map((p) => (
                  <li key={p.id}>
                    {p.code} · {p.name}{' '}
                    <button type="button" className="btn btn-small" aria-label={t('count.new.removeProduct', { product: p.code })} onClick={() => setChosen(chosen.filter((c) => c.id !== p.id))}>
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {errors.productIds && (
              <p className="field-error" role="alert">
                {errors.productIds}
              </p>
            )}
          </fieldset>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('count.new.open')}
          </button>
        </div>
      </form>
    </section>
  );
}
