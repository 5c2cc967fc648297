import type { InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { InvoiceKeysState } from '../invoice-keys.state.js';

export interface SetFolioWarning {
  type: 'SetFolioWarning';
  setupId: string;
  warnAt: number | null;
}

/** The number of folios left below which the screens warn (null: the default, 10 % at most 50); the same again records nothing. */
export function decideSetFolioWarning(c: SetFolioWarning, s: InvoiceKeysState): InvoiceKeysEvent[] {
  return c.warnAt === s.warnAt ? [] : [{ type: 'FolioWarningSet', data: { setupId: c.setupId, warnAt: c.warnAt } }];
}
