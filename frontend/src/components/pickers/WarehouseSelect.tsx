import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../../api/warehouses';

/** GET /be/api/warehouses as a labelled select ('' = all or none chosen; `placeholder` names that choice). */
export function WarehouseSelect({ label, value, onChange, allowAll, placeholder }: { label: string; value: string; onChange: (id: string) => void; allowAll?: boolean; placeholder?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const warehouses = useWarehouses();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder ?? (allowAll ? t('form.all') : t('stock.chooseWarehouse'))}</option>
        {(warehouses.data ?? []).map((w) => (
          <option key={w.id} value={w.id}>
            {w.code} · {w.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function useWarehouseNames() {
  const warehouses = useWarehouses();
  return new Map((warehouses.data ?? []).map((w) => [w.id, w.name]));
}
