import type { CafSettings, InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { InvoiceKeysState } from '../invoice-keys.state.js';

export interface SetCafSettings {
  type: 'SetCafSettings';
  setupId: string;
  settings: CafSettings;
}

/**
 * Chile: the number of folios left below which the screens warn (null: the default, 10 % at most
 * 50) and SII's resolution (number and date) printed under the stamp; the same again records nothing.
 */
export function decideSetCafSettings(c: SetCafSettings, s: InvoiceKeysState): InvoiceKeysEvent[] {
  return JSON.stringify(c.settings) === JSON.stringify(s.settings) ? [] : [{ type: 'CafSettingsSet', data: { setupId: c.setupId, ...c.settings } }];
}
