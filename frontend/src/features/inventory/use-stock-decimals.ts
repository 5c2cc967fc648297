import { formatStock } from '@tradedesk/contracts/catalog/units';
import { useCallback } from 'react';
import { settingNumber } from '../../lib/settings';
import { useSession } from '../../stores/session';

/** Quantities shown with the company's StockNumberDecimal places. */
export function useStockFormat() {
  const places = useSession((s) => settingNumber(s.settings, 'StockNumberDecimal')) ?? 0;
  return useCallback((qty: unknown) => (qty === null || qty === undefined || qty === '' ? '' : formatStock(String(qty), places)), [places]);
}
