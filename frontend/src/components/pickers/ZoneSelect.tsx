import { NO_ZONE } from '@tradedesk/contracts/inventory/stock-views';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../../api/warehouses';

/**
 * The zones of one warehouse as a labelled select ('' = all zones, or none chosen). `withNoZone`
 * offers the stock recorded without a zone ('none').
 */
export function ZoneSelect({ label, warehouseId, value, onChange, emptyLabel, withNoZone }: {
  label: string;
  warehouseId: string;
  value: string;
  onChange: (id: string) => void;
  emptyLabel: string;
  withNoZone?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const warehouses = useWarehouses();
  const zones = (warehouses.data ?? []).find((w) => w.id === warehouseId)?.zones.filter((z) => !z.disabled) ?? [];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={!warehouseId} onChange={(e) => onChange(e.target.value)}>
        <option value="">{emptyLabel}</option>
        {withNoZone && <option value={NO_ZONE}>{t('zoneStock.noZone')}</option>}
        {zones.map((z) => (
          <option key={z.id} value={z.id}>
            {z.code} · {z.name}
          </option>
        ))}
      </select>
    </div>
  );
}
