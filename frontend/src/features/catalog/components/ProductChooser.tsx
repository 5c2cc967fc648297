import type { Product } from '@tradedesk/contracts/catalog/products';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../api/products';

/** A product search (code, name or any unit's barcode) with a button per match: for the price and label tools. */
export function ProductChooser({ buttonText, actionLabel, onChoose, chosen }: { buttonText: string; actionLabel: (p: Product) => string; onChoose: (p: Product) => void; chosen?: (p: Product) => boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const id = useId();
  const term = search.trim();
  const found = useProducts({ search: term || undefined, status: 'active', limit: 20 }, term.length > 0);
  const list = term ? (found.data?.products ?? []) : [];
  return (
    <div className="product-chooser">
      <div className="field">
        <label htmlFor={id}>{t('product.searchLabel')}</label>
        <input
          id={id}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            // Enter on a scanned barcode takes the single match at once.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (list.length === 1) onChoose(list[0]!);
            }
          }}
        />
      </div>
      {term && found.data && list.length === 0 && <p className="muted">{t('stock.noProductFound', { search: term })}</p>}
      {list.length > 0 && (
        <ul className="chooser-results">
          {list.map((p) => (
            <li key={p.id}>
              <span>
                {p.code} · {p.name}
              </span>{' '}
              <button type="button" className="btn btn-small" disabled={chosen?.(p)} onClick={() => onChoose(p)} aria-label={actionLabel(p)}>
                {buttonText}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
