import type { Product } from '@tradedesk/contracts/catalog/products';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { getProductByBarcode, getProducts } from '../../catalog/api/products';
import { countedQuantity } from '../count-lines';
import { usableUnits } from '../stock-lines';

/**
 * Counting from the keyboard (or a scanner, which types the barcode and Enter): code or barcode,
 * Enter (a packing barcode selects its unit), quantity, Enter. The line is sent at once and the
 * cursor is back in the code field for the next product.
 */
export function CountEntryBar({ onCount, busy }: { onCount: (product: Product, unit: PackUnit, quantity: string) => Promise<boolean>; busy: boolean }) {
  const { t } = useTranslation();
  const ids = { code: useId(), unit: useId(), qty: useId(), choice: useId() };
  const codeRef = useRef<HTMLInputElement>(null);
  const qtyRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [choices, setChoices] = useState<Product[]>([]);
  const [unit, setUnit] = useState<PackUnit>('unit');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const choose = (p: Product, u?: PackUnit) => {
    setProduct(p);
    setChoices([]);
    const allowed = usableUnits(p);
    setUnit(u && allowed.includes(u) ? u : 'unit');
    setError(null);
    setTimeout(() => qtyRef.current?.focus(), 0);
  };

  const find = async () => {
    const q = term.trim();
    setDone(null);
    if (!q) return;
    setError(null);
    try {
      const hit = await getProductByBarcode(q);
      if (hit.product.status === 'active') return choose(hit.product, hit.unit);
    } catch {
      /* not a barcode: try the code */
    }
    const list = (await getProducts({ search: q, status: 'active', limit: 20 })).products;
    const exact = list.find((p) => p.code.toLowerCase() === q.toLowerCase()) ?? (list.length === 1 ? list[0] : undefined);
    if (exact) return choose(exact);
    setProduct(null);
    if (list.length === 0) setError(t('stock.noProductFound', { search: q }));
    else setChoices(list);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!product) return void find().catch((err: unknown) => setError(errorMessage(err)));
    const q = countedQuantity(quantity);
    if (q === null) {
      setError(t('count.entry.badQuantity'));
      qtyRef.current?.focus();
      return;
    }
    const ok = await onCount(product, unit, q);
    if (!ok) return;
    setDone(t('count.entry.counted', { product: product.code, quantity: q, unit: t(`product.units.${unit}`) }));
    setTerm('');
    setProduct(null);
    setQuantity('');
    setUnit('unit');
    codeRef.current?.focus();
  };

  return (
    <form className="count-entry filters" onSubmit={(e) => void submit(e)} aria-label={t('count.entry.title')} noValidate>
      <div className="field">
        <label htmlFor={ids.code}>{t('count.entry.code')}</label>
        <input
          id={ids.code}
          ref={codeRef}
          autoFocus
          autoComplete="off"
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setProduct(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !product) {
              e.preventDefault();
              find().catch((err: unknown) => setError(errorMessage(err)));
            }
          }}
        />
      </div>
      {choices.length > 0 && (
        <div className="field">
          <label htmlFor={ids.choice}>{t('count.entry.choose')}</label>
          <select id={ids.choice} value="" onChange={(e) => {
            const p = choices.find((c) => c.id === e.target.value);
            if (p) choose(p);
          }}>
            <option value="">{t('stock.chooseProduct')}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.code} · {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field count-entry-product" aria-live="polite">
        <span className="muted">{t('stock.product')}</span>
        <strong>{product ? `${product.code} · ${product.name}` : '—'}</strong>
      </div>
      <div className="field">
        <label htmlFor={ids.unit}>{t('count.entry.unit')}</label>
        <select id={ids.unit} value={unit} onChange={(e) => setUnit(e.target.value as PackUnit)} disabled={!product}>
          {usableUnits(product).map((u) => (
            <option key={u} value={u}>
              {t(`product.units.${u}`)}
              {u !== 'unit' && product ? ` (${product.packings[u]?.size ?? ''})` : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.qty}>{t('count.entry.quantity')}</label>
        <input id={ids.qty} ref={qtyRef} inputMode="decimal" autoComplete="off" value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-invalid={error ? true : undefined} />
      </div>
      <button type="submit" className="btn btn-primary field-button" disabled={busy}>
        {product ? t('count.entry.add') : t('count.entry.find')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {done && !error && (
        <p className="muted" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
