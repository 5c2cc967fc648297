import { Inject, Injectable } from '@nestjs/common';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import type { PayMethodAccount } from '@tradedesk/contracts/pos/pay-methods';
import { getWarehouse } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { getCustomer } from '@tradedesk/projections/customers/customers/customers.query';
import { moneyAccountRefs } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { payMethodRefs } from '@tradedesk/projections/pos/pay-methods/pay-methods.query';
import { openCashSessionOf } from '@tradedesk/projections/pos/pos-cash-sessions/pos-cash-sessions.query';
import { employeeRef } from '@tradedesk/projections/pos/pos-cashiers/pos-cashiers.query';
import { getPosRegister } from '@tradedesk/projections/pos/pos-registers/pos-registers.query';
import { DomainError } from '../platform/event-store/errors.js';
import { DATABASE } from '../platform/tokens.js';
import type { AuthorizeDevice } from './authorize-device/authorize-device.decide.js';
import type { CloseCashSession } from './close-cash-session/close-cash-session.decide.js';
import type { OpenCashSession } from './open-cash-session/open-cash-session.decide.js';
import type { AccountFacts } from './pay-method.state.js';
import type { RegisterFacts } from './register.state.js';
import type { SetCashier } from './set-cashier/set-cashier.decide.js';

/** What the point-of-sale decisions need besides their streams, one method per command. */
@Injectable()
export class PosFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** AddPayMethod, ChangePayMethod: the money accounts the lines name, with their currency. */
  async forPayMethod(accounts: PayMethodAccount[] | undefined): Promise<{ accounts: AccountFacts }> {
    const ids = [...new Set((accounts ?? []).map((a) => a.accountId))];
    const found = await moneyAccountRefs(this.db, ids);
    return { accounts: Object.fromEntries(ids.map((id) => [id, found.get(id) ?? null])) };
  }

  /** CreateRegister, ChangeRegister: the warehouse, the default customer and the currency the fields name. */
  async forRegister(c: { warehouseId?: string; defaultCustomerId?: string | null; currency?: string }): Promise<RegisterFacts> {
    const [warehouse, customer] = await Promise.all([
      c.warehouseId ? getWarehouse(this.db, c.warehouseId) : Promise.resolve(null),
      c.defaultCustomerId ? getCustomer(this.db, c.defaultCustomerId) : Promise.resolve(null),
    ]);
    return { warehouseExists: warehouse !== null, customerExists: customer !== null, currencyKnown: CURRENCIES.some((x) => x.code === c.currency) };
  }

  /** AuthorizeDevice: the register exists. */
  async forAuthorizeDevice(registerId: string): Promise<AuthorizeDevice['facts']> {
    return { registerExists: (await getPosRegister(this.db, registerId)) !== null };
  }

  /** SetCashier: the employee exists. */
  async forSetCashier(employeeId: string): Promise<SetCashier['facts']> {
    return { employeeExists: (await employeeRef(this.db, employeeId)) !== null };
  }

  /** OpenCashSession: the register's open session, if any, and the cash method the drawer counts under. */
  async forOpenCashSession(registerId: string): Promise<OpenCashSession['facts']> {
    const [openSessionId, methods] = await Promise.all([openCashSessionOf(this.db, registerId), payMethodRefs(this.db)]);
    const cash = [...methods.values()].find((m) => m.active && m.kind === 'cash');
    return { openSessionId, cashPayMethodId: cash?.id ?? null };
  }

  /** MoveCash: the register's open session (the stream the move goes to); none: 404. */
  async forMoveCash(registerId: string): Promise<{ sessionId: string }> {
    return { sessionId: await this.openSession(registerId) };
  }

  /** CloseCashSession: the register's open session, and the payment methods the count names. */
  async forCloseCashSession(registerId: string, payMethodIds: string[]): Promise<{ sessionId: string; facts: CloseCashSession['facts'] }> {
    const [sessionId, methods] = await Promise.all([this.openSession(registerId), payMethodRefs(this.db, [...new Set(payMethodIds)])]);
    return { sessionId, facts: { payMethods: Object.fromEntries(payMethodIds.map((id) => [id, { exists: methods.has(id) }])) } };
  }

  private async openSession(registerId: string): Promise<string> {
    const id = await openCashSessionOf(this.db, registerId);
    if (!id) throw new DomainError('cash_session_not_found', 'This register has no open cash session.', 404);
    return id;
  }
}
