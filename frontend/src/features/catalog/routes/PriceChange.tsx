import { changePricesBody, PRICE_TYPES, type PriceType, type Product } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isConflict } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useProduct } from '../api/products';
import { useChangePrices } from '../api/price-tools';
import { PriceLog } from '../components/PriceLog';
import { ProductChooser } from '../components/ProductChooser';

const UNITS: UnitKey[] = ['unit', 'box', 'bigBag', 'bag'];
type Draft = Record<string, string>;
const cell = (unit: UnitKey, type: PriceType) => `${unit}.${type}`;

/**
 * Price change (route PriceChange, /product/price-change): one product's prices per unit and price
 * type (PUT /be/api/products/prices with the version seen: 409 when someone changed it meanwhile),
 * and the price-change log with Excel export.
 */
export default function PriceChange() {
  const { t } = useTranslation();
  const [productId, setProductId] = useState<string | null>(null);
  const product = useProduct(productId ?? undefined);
  return (
    <section className="page" aria-labelledby="price-change-title">
      <h1 id="price-change-title" className="page-title">
        {t('route.PriceChange')}
      </h1>
      <ProductChooser buttonText={t('priceTools.choose')} actionLabel={(p) => t('priceTools.chooseProduct', { product: `${p.code} · ${p.name}` })} onChoose={(p) => setProductId(p.id)} />
      {product.data && <PriceEditor key={`${product.data.id}:${product.data.version}`} product={product.data} onReload={() => void product.refetch()} />}
      <PriceLog productId={productId} />
    </section>
  );
}

function PriceEditor({ product, onReload }: { product: Product; onReload: () => void }) {
  const { t } = useTranslation();
  const units = useMemo(() => UNITS.filter((u) => u === 'unit' || product.packings[u]), [product]);
  const original = useMemo<Draft>(() => Object.fromEntries(units.flatMap((u) => PRICE_TYPES.map((p) => [cell(u, p), product.prices[u][p] ?? '']))), [product, units]);
  const [draft, setDraft] = useState<Draft>(original);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const save = useChangePrices();

  const submit = async () => {
    setFailure(null);
    const prices: Record<string, Record<string, string | null>> = {};
    for (const u of units)
      for (const p of PRICE_TYPES) {
        const v = draft[cell(u, p)]!.trim();
        if (v !== original[cell(u, p)]) (prices[u] ??= {})[p] = v === '' ? null : v;
      }
    if (Object.keys(prices).length === 0) {
      setFailure({ message: t('product.nothingChanged'), conflict: false });
      return;
    }
    const parsed = changePricesBody.safeParse({ commandId: crypto.randomUUID(), items: [{ productId: product.id, version: product.version, prices }] });
    if (!parsed.success) {
      const bad = parsed.error.issues[0]!.path.slice(-2).join('.');
      setFailure({ message: t('priceTools.invalidPrice', { cell: bad }), conflict: false });
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('form.saved'));
      onReload();
    } catch (e) {
      setFailure({ message: errorMessage(e), conflict: isConflict(e) });
    }
  };

  return (
    <form
      className="card"
      aria-label={t('priceTools.pricesOf', { product: `${product.code} · ${product.name}` })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>
        {product.code} · {product.name} <span className="muted">v{product.version}</span>
      </h2>
      <p className="muted">{t('product.priceHint')}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('product.unit')}</th>
            {PRICE_TYPES.map((p) => (
              <th key={p} scope="col">
                {t(`product.priceTypes.${p}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {units.map((u) => (
            <tr key={u}>
              <th scope="row">
                {t(`product.units.${u}`)}
                {u !== 'unit' ? ` (${product.packings[u]!.size})` : ''}
              </th>
              {PRICE_TYPES.map((p) => (
                <td key={p}>
                  <input
                    inputMode="decimal"
                    aria-label={t('product.priceFor', { unit: t(`product.units.${u}`), type: t(`product.priceTypes.${p}`) })}
                    value={draft[cell(u, p)]}
                    placeholder={product.effectivePrices[u][p] ?? ''}
                    onChange={(e) => setDraft((d) => ({ ...d, [cell(u, p)]: e.target.value }))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {failure && (
        <p className="form-error" role="alert">
          {failure.conflict && <strong>{t('product.conflict')} </strong>}
          {failure.message}{' '}
          {failure.conflict && (
            <button type="button" className="btn btn-small" onClick={onReload}>
              {t('product.reloadLatest')}
            </button>
          )}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
