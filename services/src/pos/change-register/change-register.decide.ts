import type { PosRegisterChanged, PosRegisterEvent, RegisterBlindClose } from '@tradedesk/contracts/pos/pos';
import { DomainError } from '../../platform/event-store/errors.js';
import { type RegisterFacts, type RegisterState, requireRegisterFacts } from '../register.state.js';

export interface ChangeRegister {
  type: 'ChangeRegister';
  registerId: string;
  name?: string;
  warehouseId?: string;
  defaultCustomerId?: string | null;
  currency?: string;
  receiptHeader?: string;
  receiptFooter?: string;
  blindClose?: RegisterBlindClose;
  facts: RegisterFacts;
}

/** Change a register's fields; only what differs is recorded. */
export function decideChangeRegister(c: ChangeRegister, s: RegisterState): PosRegisterEvent[] {
  if (!s.exists) throw new DomainError('pos_register_not_found', `No register ${c.registerId}.`, 404);
  const data: PosRegisterChanged['data'] = { registerId: c.registerId };
  if (c.name !== undefined && c.name !== s.name) data.name = c.name;
  if (c.warehouseId !== undefined && c.warehouseId !== s.warehouseId) data.warehouseId = c.warehouseId;
  if (c.defaultCustomerId !== undefined && c.defaultCustomerId !== s.defaultCustomerId) data.defaultCustomerId = c.defaultCustomerId;
  if (c.currency !== undefined && c.currency !== s.currency) data.currency = c.currency;
  if (c.receiptHeader !== undefined && c.receiptHeader !== s.receiptHeader) data.receiptHeader = c.receiptHeader;
  if (c.receiptFooter !== undefined && c.receiptFooter !== s.receiptFooter) data.receiptFooter = c.receiptFooter;
  if (c.blindClose !== undefined && c.blindClose !== s.blindClose) data.blindClose = c.blindClose;
  requireRegisterFacts(c.facts, data);
  return Object.keys(data).length > 1 ? [{ type: 'PosRegisterChanged', data }] : [];
}
