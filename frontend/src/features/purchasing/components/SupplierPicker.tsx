import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupplierChoices } from '../api/purchase-orders';

export interface SupplierChoice {
  id: string;
  code: string;
  name: string;
  currency?: string;
}

/** A supplier chosen by code or name: a search box narrowing a select of the active suppliers. */
export function SupplierPicker({ label, value, current, onPick, disabled }: {
  label: string;
  value: string;
  /** The order's supplier as the order names it (it may be disabled since). */
  current: SupplierChoice | null;
  /** The chosen supplier's id ('' for none) and its currency when known. */
  onPick: (id: string, currency?: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const ids = { search: useId(), select: useId() };
  const [search, setSearch] = useState('');
  const found = useSupplierChoices(search.trim());
  const options = useMemo(() => {
    const list: SupplierChoice[] = found.data ?? [];
    return current && !list.some((s) => s.id === current.id) ? [current, ...list] : list;
  }, [found.data, current]);

  return (
    <div className="field supplier-picker">
      <label htmlFor={ids.search}>{t('purchase.supplierSearch')}</label>
      <input id={ids.search} type="search" autoComplete="off" value={search} disabled={disabled} onChange={(e) => setSearch(e.target.value)} />
      <label htmlFor={ids.select}>{label}</label>
      <select
        id={ids.select}
        value={value}
        disabled={disabled}
        onChange={(e) => onPick(e.target.value, options.find((s) => s.id === e.target.value)?.currency)}
      >
        <option value="">{t('purchase.chooseSupplier')}</option>
        {options.map((s) => (
          <option key={s.id} value={s.id}>
            {s.code} · {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
