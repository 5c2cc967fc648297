import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { useTranslation } from 'react-i18next';
import { settingValue } from '../../lib/settings';
import { useSession } from '../../stores/session';

const KEYS: Record<PackUnit, string> = { unit: 'UnitUnit', box: 'BoxUnit', bigBag: 'BigBagUnit', bag: 'BagUnit' };

/**
 * The company's labels of the units (UnitUnit, BoxUnit, BigBagUnit, BagUnit); a packing without
 * a label is not used by the company and is not offered. The base unit always is.
 */
export function useUnitLabels(): { label: (u: PackUnit) => string; offered: PackUnit[] } {
  const { t } = useTranslation();
  const settings = useSession((s) => s.settings);
  const raw = (u: PackUnit) => String(settingValue(settings, KEYS[u]) ?? '').trim();
  const label = (u: PackUnit) => raw(u) || t(`saleEntry.units.${u}`);
  const offered = (['unit', 'box', 'bigBag', 'bag'] as PackUnit[]).filter((u) => u === 'unit' || raw(u) !== '');
  return { label, offered };
}
