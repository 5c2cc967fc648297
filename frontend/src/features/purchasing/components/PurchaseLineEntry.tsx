import type { Product } from '@tradedesk/contracts/catalog/products';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { getSupplierPrices } from '../api/purchase-orders';
import { orderUnits } from '../purchase-lines';

/**
 * The entry bar of the order's lines, like the sale screen's: scan a barcode or search a product
 * (a packing's barcode selects its unit), the unit, the quantity and the price (prefilled with the
 * supplier's last committed price of that unit when there is one, else the product's purchase
 * price), then Enter or Add: the line joins the grid.
 */
export function PurchaseLineEntry({ supplierId, currency, onAdd }: {
  supplierId: string;
  currency: string;
  onAdd: (product: Product, unit: PackUnit, quantity: string, unitPrice: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { unit: useId(), qty: useId(), price: useId() };
  const qtyRef = useRef<HTMLInputElement>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [unit, setUnit] = useState<PackUnit>('unit');
  const [quantity, setQuantity] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lastPrices, setLastPrices] = useState<{ unit: PackUnit; currency: string; price: string }[]>([]);

  const priceFor = (p: Product, u: PackUnit, last = lastPrices) =>
    last.find((r) => r.unit === u && r.currency === currency)?.price ?? p.effectivePrices[u]?.purchase ?? '';

  const pick = async (p: Product | null, u?: string) => {
    setProduct(p);
    setError(null);
    if (!p) return;
    const units = orderUnits({ ...p, packings: p.packings });
    const chosenUnit = u && units.includes(u as PackUnit) ? (u as PackUnit) : 'unit';
    setUnit(chosenUnit);
    setPrice(priceFor(p, chosenUnit, []));
    setTimeout(() => qtyRef.current?.focus(), 0);
    const rows = await getSupplierPrices(supplierId, [p.id]);
    const last = rows.map((r) => ({ unit: r.unit, currency: r.currency, price: r.lastPrice }));
    setLastPrices(last);
    if (last.length) setPrice(priceFor(p, chosenUnit, last));
  };

  const add = () => {
    if (!product) {
      setError(t('purchase.entry.chooseProduct'));
      return;
    }
    if (!/^\d+(\.\d+)?$/.test(quantity.trim()) || !/[1-9]/.test(quantity)) {
      setError(t('purchase.entry.badQuantity'));
      qtyRef.current?.focus();
      return;
    }
    onAdd(product, unit, quantity.trim(), price.trim());
    setQuantity('');
    setError(null);
  };

  return (
    <div
      className="purchase-entry filters"
      role="group"
      aria-label={t('purchase.entry.title')}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || (e.target as HTMLElement).tagName !== 'INPUT' || (e.target as HTMLInputElement).type === 'search') return;
        e.preventDefault();
        add();
      }}
    >
      <ProductPicker label={t('purchase.entry.product')} value={product} onPick={(p, u) => void pick(p, u)} />
      <div className="field">
        <label htmlFor={ids.unit}>{t('purchase.line.unit')}</label>
        <select
          id={ids.unit}
          value={unit}
          disabled={!product}
          onChange={(e) => {
            const u = e.target.value as PackUnit;
            setUnit(u);
            if (product) setPrice(priceFor(product, u));
          }}
        >
          {orderUnits(product ? { ...product, packings: product.packings } : null).map((u) => (
            <option key={u} value={u}>
              {t(`product.units.${u}`)}
              {u !== 'unit' && product?.packings[u] ? ` (${product.packings[u]?.size ?? ''})` : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.qty}>{t('purchase.line.quantity')}</label>
        <input id={ids.qty} ref={qtyRef} inputMode="decimal" autoComplete="off" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.price}>{t('purchase.line.unitPriceIn', { currency })}</label>
        <input id={ids.price} inputMode="decimal" autoComplete="off" value={price} onChange={(e) => setPrice(e.target.value)} />
      </div>
      <button type="button" className="btn btn-primary field-button" onClick={add}>
        {t('purchase.entry.add')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
