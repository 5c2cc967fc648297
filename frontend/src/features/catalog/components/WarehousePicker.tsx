import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useWarehouseList } from '../api/warehouse-admin';

/** The warehouse the zone screens work on, kept in the address (?warehouseId=) so links and reloads keep it. */
export function useChosenWarehouse() {
  const [params, setParams] = useSearchParams();
  const warehouseId = params.get('warehouseId') ?? '';
  const choose = (id: string) => setParams(id ? { warehouseId: id } : {}, { replace: true });
  return [warehouseId, choose] as const;
}

export function WarehousePicker({ value, onChange, includeDisabled = false }: { value: string; onChange: (id: string) => void; includeDisabled?: boolean }) {
  const { t } = useTranslation();
  const list = useWarehouseList({ status: includeDisabled ? 'all' : 'active', limit: 1000 });
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('warehouse.warehouse')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">—</option>
        {(list.data?.warehouses ?? []).map((w) => (
          <option key={w.id} value={w.id}>
            {w.code} · {w.name}
          </option>
        ))}
      </select>
    </div>
  );
}
