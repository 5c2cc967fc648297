import type { Product } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { getProductByBarcode, getProducts, useProducts } from '../../api/products';

/**
 * A product chosen by code, name or barcode: a search box (Enter on a barcode picks the product
 * and the unit of that barcode) and a select of the matches.
 */
export function ProductPicker({
  label,
  value,
  onPick,
  allowAll,
}: {
  label: string;
  value: Product | null;
  onPick: (product: Product | null, unit?: UnitKey) => void;
  allowAll?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { search: useId(), select: useId() };
  const term = search.trim();
  const found = useProducts({ search: term || undefined, status: 'active', limit: 20 }, term.length > 0);
  const options = useMemo(() => {
    const list = term ? (found.data?.products ?? []) : [];
    return value && !list.some((p) => p.id === value.id) ? [value, ...list] : list;
  }, [found.data, term, value]);

  const onEnter = async () => {
    if (!term) return;
    setError(null);
    try {
      const hit = await getProductByBarcode(term);
      onPick(hit.product, hit.unit);
      return;
    } catch {
      /* not a barcode: the code / name matches */
    }
    const list = (await getProducts({ search: term, status: 'active', limit: 20 })).products;
    const exact = list.find((p) => p.code.toLowerCase() === term.toLowerCase()) ?? (list.length === 1 ? list[0] : undefined);
    if (exact) onPick(exact);
    else if (list.length === 0) setError(t('stock.noProductFound', { search: term }));
  };

  return (
    <div className="field product-picker">
      <label htmlFor={ids.search}>{t('stock.productSearch', { label })}</label>
      <input
        id={ids.search}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter().catch((err: unknown) => setError(errorMessage(err)));
          }
        }}
      />
      <label htmlFor={ids.select}>{label}</label>
      <select
        id={ids.select}
        value={value?.id ?? ''}
        onChange={(e) => onPick(options.find((p) => p.id === e.target.value) ?? null)}
      >
        <option value="">{allowAll ? t('form.all') : t('stock.chooseProduct')}</option>
        {options.map((p) => (
          <option key={p.id} value={p.id}>
            {p.code} · {p.name}
          </option>
        ))}
      </select>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
