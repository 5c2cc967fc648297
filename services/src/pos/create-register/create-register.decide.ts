import type { PosRegisterEvent, RegisterBlindClose } from '@tradedesk/contracts/pos/pos';
import { DomainError } from '../../platform/event-store/errors.js';
import { type RegisterFacts, type RegisterState, requireRegisterFacts } from '../register.state.js';

export interface CreateRegister {
  type: 'CreateRegister';
  registerId: string;
  name: string;
  warehouseId: string;
  defaultCustomerId: string | null;
  currency: string;
  receiptHeader?: string;
  receiptFooter?: string;
  blindClose?: RegisterBlindClose;
  facts: RegisterFacts;
}

/** A new till (with its own receipt texts and blind close, else the company's): its warehouse (the stock it sells from), default customer and currency exist. A taken name is refused by the read model (409). */
export function decideCreateRegister(c: CreateRegister, s: RegisterState): PosRegisterEvent[] {
  if (s.exists) throw new DomainError('pos_register_exists', `Register ${c.registerId} exists already.`, 409);
  requireRegisterFacts(c.facts, c);
  return [
    {
      type: 'PosRegisterCreated',
      data: {
        registerId: c.registerId,
        name: c.name,
        warehouseId: c.warehouseId,
        defaultCustomerId: c.defaultCustomerId,
        currency: c.currency,
        receiptHeader: c.receiptHeader ?? '',
        receiptFooter: c.receiptFooter ?? '',
        blindClose: c.blindClose ?? 'company',
      },
    },
  ];
}
