import type { Product } from '@tradedesk/contracts/catalog/products';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { getProductByBarcode, getProducts } from '../../../api/products';
import { countedQuantity } from '../count-lines';
import { usableUnits } from '../stock-lines';
import { UnitOptions } from './UnitOptions';

interface Found {
  product: Product;
  unit: PackUnit;
}

/** What the bar says, for a count (the default) or a stock document's lines. */
export interface EntryWords {
  title: string;
  quantity: string;
  badQuantity: string;
  done: (product: string, quantity: string, unit: string) => string;
}

/**
 * Counting from the keyboard (or a scanner, which types the barcode and Enter): code or barcode,
 * Enter (a packing barcode selects its unit), quantity, Enter. The line is sent at once and the
 * cursor is back in the code field for the next product. Stock documents (transfer, write-off)
 * enter their lines with it too: `words` says what they call things, `positive` refuses 0.
 */
export function CountEntryBar({ onCount, busy, words, positive }: {
  onCount: (product: Product, unit: PackUnit, quantity: string) => Promise<boolean>;
  busy: boolean;
  words?: EntryWords;
  positive?: boolean;
}) {
  const { t } = useTranslation();
  const say: EntryWords = words ?? {
    title: t('count.entry.title'),
    quantity: t('count.entry.quantity'),
    badQuantity: t('count.entry.badQuantity'),
    done: (product, quantity, unit) => t('count.entry.counted', { product, quantity, unit }),
  };
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

  // The lookup of the code typed: a scanner may send the quantity's Enter before it answers, so
  // submitting waits for the same lookup instead of starting another.
  const lookup = useRef<{ term: string; result: Promise<Found | null> } | null>(null);

  const choose = (p: Product, u?: PackUnit): Found => {
    const allowed = usableUnits(p);
    const found = { product: p, unit: u && allowed.includes(u) ? u : ('unit' as PackUnit) };
    setProduct(p);
    setChoices([]);
    setUnit(found.unit);
    setError(null);
    setTimeout(() => qtyRef.current?.focus(), 0);
    return found;
  };

  const search = async (q: string): Promise<Found | null> => {
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
    return null;
  };

  const find = (): Promise<Found | null> => {
    const q = term.trim();
    setDone(null);
    if (!q) return Promise.resolve(null);
    setError(null);
    if (lookup.current?.term !== q) {
      const result = search(q).catch((err: unknown) => {
        setError(errorMessage(err));
        return null;
      });
      lookup.current = { term: q, result };
    }
    return lookup.current.result;
  };

  const submit = async () => {
    const chosen = product ? { product, unit } : await find();
    if (!chosen) return;
    if (!product && quantity.trim() === '') return;
    const q = countedQuantity(quantity);
    if (q === null || (positive && !/[1-9]/.test(q))) {
      setError(say.badQuantity);
      qtyRef.current?.focus();
      return;
    }
    const ok = await onCount(chosen.product, chosen.unit, q);
    if (!ok) return;
    setError(null);
    setDone(say.done(chosen.product.code, q, t(`product.units.${chosen.unit}`)));
    setTerm('');
    setProduct(null);
    setQuantity('');
    setUnit('unit');
    lookup.current = null;
    codeRef.current?.focus();
  };

  return (
    // A group, not a form: it also sits inside a stock document's form. Enter in a field finds the
    // code typed, or adds the line, and never submits the form around it.
    <div
      className="count-entry filters"
      role="group"
      aria-label={say.title}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || (e.target as HTMLElement).tagName !== 'INPUT') return;
        e.preventDefault();
        if (e.target === codeRef.current && !product) void find();
        else void submit();
      }}
    >
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
            lookup.current = null;
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
          <UnitOptions product={product} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.qty}>{say.quantity}</label>
        <input id={ids.qty} ref={qtyRef} inputMode="decimal" autoComplete="off" value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-invalid={error ? true : undefined} />
      </div>
      <button type="button" className="btn btn-primary field-button" disabled={busy} onClick={() => void submit()}>
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
    </div>
  );
}
