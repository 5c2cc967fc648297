import type { CustomerRef } from '@tradedesk/contracts/sales/sale-order';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '../api/customers';

/**
 * The order's customer: type a code, name or phone, arrows to choose, Enter to take it; empty
 * is the walk-in customer. F2 on the order screens focuses it.
 */
export const CustomerPicker = forwardRef<HTMLInputElement, { value: CustomerRef | null; onPick: (c: CustomerRef | null) => void; disabled?: boolean }>(function CustomerPicker(
  { value, onPick, disabled },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  /** While the field has the focus it is a search box; otherwise it shows the chosen customer as its value. */
  const [typing, setTyping] = useState(false);
  const chosen = value ? `${value.code} · ${value.name}` : '';
  const [active, setActive] = useState(0);
  const found = useCustomerSearch(open ? text : '');
  const options = found.data ?? [];
  const take = (c: CustomerRef | null) => {
    onPick(c);
    setText('');
    setOpen(false);
  };
  return (
    <div className="field customer-picker">
      <label htmlFor={id}>{t('sale.col.customer')} (F2)</label>
      <div className="picker-row">
        <input
          ref={ref}
          id={id}
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          disabled={disabled}
          className="customer-input"
          title={chosen || undefined}
          placeholder={chosen || t('sale.walkIn')}
          value={typing ? text : chosen}
          onFocus={() => {
            setTyping(true);
            setText('');
          }}
          onBlur={() => {
            setTyping(false);
            setOpen(false);
          }}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(a + 1, options.length - 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(a - 1, 0));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              if (options[active]) take(options[active]);
            } else if (e.key === 'Escape') setOpen(false);
          }}
        />
        {value && !disabled && (
          <button type="button" className="btn btn-small" onClick={() => take(null)}>
            {t('sale.walkIn')}
          </button>
        )}
      </div>
      {open && options.length > 0 && (
        <ul id={listId} role="listbox" className="picker-options">
          {options.map((c, i) => (
            <li key={c.id} role="option" aria-selected={i === active} className={i === active ? 'active' : undefined} onMouseDown={(e) => e.preventDefault()} onClick={() => take(c)}>
              <strong>{c.code}</strong> {c.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
