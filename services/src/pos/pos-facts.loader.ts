import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { postingAccounts } from './close-cash-session/session-posting.facts.js';
import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import type { PayMethodAccount } from '@tradedesk/contracts/pos/pay-methods';
import { registerBlind } from '@tradedesk/contracts/pos/pos';
import { getWarehouse } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { getCustomer } from '@tradedesk/projections/customers/customers/customers.query';
import { moneyAccountRefs } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { payMethodRefs } from '@tradedesk/projections/pos/pay-methods/pay-methods.query';
import { cashSessionState, openCashSessionOf } from '@tradedesk/projections/pos/pos-cash-sessions/pos-cash-sessions.query';
import { earlierPriceTables } from '@tradedesk/projections/catalog/price-changes/price-changes.query';
import { sessionTakings } from '@tradedesk/projections/pos/pos-sales/pos-sales.query';
import { discountApproval, employeeRef } from '@tradedesk/projections/pos/pos-cashiers/pos-cashiers.query';
import { areaDeskIds, deskRefs } from '@tradedesk/projections/pos/desks/desks.query';
import { getPosRegister } from '@tradedesk/projections/pos/pos-registers/pos-registers.query';
import { productsForSale } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { customersForSale } from '@tradedesk/projections/customers/customers/customers.query';
import { ratesInForce } from '@tradedesk/projections/finance/exchange-rates/exchange-rates.query';
import { averageCosts } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { RecordTillSaleBody } from '@tradedesk/contracts/pos/pos-sales';
import type { RecordReturnWithoutReceiptBody } from '@tradedesk/contracts/pos/pos-returns';
import type { NoReceiptReturnFacts } from './record-return-without-receipt/record-return-without-receipt.decide.js';
import { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';
import { DomainError } from '../platform/event-store/errors.js';
import { PRICE_GRACE_HOURS, type RecordTillSaleFacts, type TillSeller } from './record-till-sale/record-till-sale.decide.js';
import { cashierSessionHistory, devicesOnRegister, receiptSeriesOfDevice } from '@tradedesk/projections/pos/pos-devices/pos-devices.query';
import type { TillContext } from '../platform/http/auth.guard.js';
import { sha256 } from '../platform/secrets.js';
import type { TillPricing } from './till-pricing.js';
import { DATABASE } from '../platform/tokens.js';
import type { AuthorizeDevice } from './authorize-device/authorize-device.decide.js';
import type { CloseCashSession } from './close-cash-session/close-cash-session.decide.js';
import type { MoveCash } from './move-cash/move-cash.decide.js';
import type { OpenCashSession } from './open-cash-session/open-cash-session.decide.js';
import type { AccountFacts } from './pay-method.state.js';
import type { RegisterFacts } from './register.state.js';
import type { ReorderDesks } from './reorder-desks/reorder-desks.decide.js';
import type { SetCashier } from './set-cashier/set-cashier.decide.js';

/** What the point-of-sale decisions need besides their streams, one method per command. */
@Injectable()
export class PosFactsLoader {
  private readonly settings: CompanySettingsReader;
  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.settings = new CompanySettingsReader(db);
  }

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

  /** CreateDesk: the store (warehouse) the desk belongs to exists. */
  async forDesk(warehouseId: string): Promise<{ warehouseExists: boolean }> {
    return { warehouseExists: (await getWarehouse(this.db, warehouseId)) !== null };
  }

  /** ReorderDesks: the store exists, the listed desks' store and area, and every desk of the area, as the inline desks read model has them now. */
  async forReorderDesks(warehouseId: string, area: string, deskIds: string[]): Promise<ReorderDesks['facts']> {
    const [warehouse, ids, listed] = await Promise.all([getWarehouse(this.db, warehouseId), areaDeskIds(this.db, warehouseId, area), deskRefs(this.db, deskIds)]);
    return { warehouseExists: warehouse !== null, areaDeskIds: ids, listed: Object.fromEntries(deskIds.map((id) => [id, listed.get(id) ?? null])) };
  }

  /** AuthorizeDevice: the register exists, and how many devices it has had (the next receipt series). */
  async forAuthorizeDevice(registerId: string): Promise<AuthorizeDevice['facts']> {
    const [register, devices] = await Promise.all([getPosRegister(this.db, registerId), devicesOnRegister(this.db, registerId)]);
    return { registerExists: register !== null, devicesOnRegister: devices };
  }

  /** SetCashier: the employee exists. */
  async forSetCashier(employeeId: string): Promise<SetCashier['facts']> {
    return { employeeExists: (await employeeRef(this.db, employeeId)) !== null };
  }

  /**
   * OpenCashSession: the register's open session, if any, and the cash method the drawer counts
   * under: the first active cash method (till order) the till can take cash with, i.e. with an
   * account in the register's currency (the till offers only those), else the first active one.
   */
  async forOpenCashSession(registerId: string): Promise<OpenCashSession['facts']> {
    const [openSessionId, methods, register] = await Promise.all([openCashSessionOf(this.db, registerId), payMethodRefs(this.db), getPosRegister(this.db, registerId)]);
    const cash = [...methods.values()].filter((m) => m.active && m.kind === 'cash');
    const drawer = cash.find((m) => m.accounts.some((a) => a.currency === register?.currency)) ?? cash[0];
    return { openSessionId, cashPayMethodId: drawer?.id ?? null };
  }

  /**
   * MoveCash: the session the till named when it is this register's (else 404), or the register's
   * open one (the stream the move goes to; none: 404), and the cash its sales took per currency.
   */
  async forMoveCash(registerId: string, named?: string): Promise<{ sessionId: string; facts: MoveCash['facts'] }> {
    const sessionId = named ? await this.namedSession(registerId, named) : await this.openSession(registerId);
    const [methods, takings, settings, register] = await Promise.all([payMethodRefs(this.db), sessionTakings(this.db, sessionId), this.settings.all(), getPosRegister(this.db, registerId)]);
    const cashIds = new Set([...methods.values()].filter((m) => m.kind === 'cash').map((m) => m.id));
    const cashTaken: Record<string, string> = {};
    for (const t of takings) if (cashIds.has(t.payMethodId)) cashTaken[t.currency] = new Decimal(cashTaken[t.currency] ?? 0).plus(t.amount).toFixed();
    return { sessionId, facts: { cashTaken, blind: registerBlind(register?.blindClose, settings.PosBlindClose) } };
  }

  /** CloseCashSession: the register's open session, the payment methods the count names, and what its sales took. */
  async forCloseCashSession(registerId: string, payMethodIds: string[]): Promise<{ sessionId: string; facts: CloseCashSession['facts'] }> {
    const [sessionId, methods] = await Promise.all([this.openSession(registerId), payMethodRefs(this.db, [...new Set(payMethodIds)])]);
    return { sessionId, facts: { payMethods: Object.fromEntries(payMethodIds.map((id) => [id, { exists: methods.has(id) }])), takings: await sessionTakings(this.db, sessionId) } };
  }

  /**
   * RecordTillSale, who sold it: the PIN session whose token the sale names (ended or not, by the
   * hash of the token; null when none has it), else the session the call is made under. Loaded
   * before the decision: the seller is the events' userId, so a retry sent under another
   * cashier's session keys the same command id and answers the first sale.
   */
  async forTillSaleSeller(till: TillContext, token: string | undefined): Promise<TillSeller | null> {
    if (token === undefined) return { employeeId: till.cashier!.employeeId, posSessionId: till.cashier!.posSessionId, deviceId: till.deviceId, span: null };
    const s = await cashierSessionHistory(this.db, sha256(token));
    return s ? { employeeId: s.employeeId, posSessionId: s.id, deviceId: s.deviceId, span: { startedAt: s.startedAt, endsAt: s.endedAt ?? s.expiresAt } } : null;
  }

  /**
   * RecordTillSale: the session the till named (when it is this register's) else the register's
   * open one, its warehouse and currency, the products the lines name or scan (and their earlier
   * prices when the till sends the prices it showed), the
   * lines name or scan, the customer, the payment methods, the limit on discounts, the stock
   * policy, the rate to the base currency, and the average costs in the warehouse.
   */
  async forRecordTillSale(registerId: string, deviceId: string, b: RecordTillSaleBody): Promise<RecordTillSaleFacts> {
    const present = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))];
    const scans = present(b.lines.map((l) => l.scan));
    const [register, session, settings, catalog, customers, methods, receiptSeries] = await Promise.all([
      this.register(registerId),
      this.saleSession(registerId, b.sessionId),
      this.settings.all(),
      productsForSale(this.db, { ids: present(b.lines.map((l) => l.productId)), barcodes: scans, codes: scans }),
      customersForSale(this.db, b.customerId ? [b.customerId] : []),
      payMethodRefs(this.db, present(b.payments.map((p) => p.payMethodId))),
      receiptSeriesOfDevice(this.db, deviceId),
    ]);
    const approval = b.discountApprovalId ? await discountApproval(this.db, b.discountApprovalId) : null;
    const shown = b.lines.some((l) => l.price !== undefined);
    const since = new Date(new Date(b.soldAt).getTime() - PRICE_GRACE_HOURS * 3_600_000);
    return {
      session,
      earlierPrices: shown ? await earlierPriceTables(this.db, new Map([...catalog.products.values()].map((p) => [p.id, p.prices])), since) : new Map(),
      warehouseId: register.warehouseId,
      catalog,
      customer: b.customerId ? (customers.get(b.customerId) ?? null) : null,
      payMethods: Object.fromEntries([...methods.values()].map((m) => [m.id, { kind: m.kind, active: m.active, currencies: m.accounts.map((a) => a.currency) }])),
      receiptSeries,
      maxDiscount: settings.PosMaxDiscount,
      offlineSales: settings.PosOfflineSales,
      approval,
      allowNegative: settings.NegativeStockPolicy !== 'refuse',
      pricing: await this.pricing(register.currency, settings),
      averageCosts: new Map([...(await averageCosts(this.db, [register.warehouseId], [...catalog.products.keys()]))].map(([k, v]) => [k.slice(register.warehouseId.length + 1), v])),
      // A late line posts its money as the close did (today's business day, the methods' accounts).
      ...(session?.closed ? { latePosting: { date: businessDayOf(new Date(), Number(settings.SystemTimeZone)), accounts: postingAccounts(methods.values()) } } : {}),
    };
  }

  /** A return without a receipt: the products it names, the register's retail pricing, the cash methods, the average costs in its warehouse. */
  async forReturnWithoutReceipt(registerId: string, b: RecordReturnWithoutReceiptBody): Promise<Pick<NoReceiptReturnFacts, 'catalog' | 'pricing' | 'payMethods' | 'averageCosts'>> {
    const present = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))];
    const scans = present(b.lines.map((l) => l.scan));
    const [register, settings, catalog, methods] = await Promise.all([
      this.register(registerId),
      this.settings.all(),
      productsForSale(this.db, { ids: present(b.lines.map((l) => l.productId)), barcodes: scans, codes: scans }),
      payMethodRefs(this.db, present(b.refunds.map((r) => r.payMethodId))),
    ]);
    return {
      catalog,
      pricing: { ...(await this.pricing(register.currency, settings)), priceType: 'retail' },
      payMethods: Object.fromEntries([...methods.values()].map((m) => [m.id, { kind: m.kind, active: m.active, currencies: m.accounts.map((a) => a.currency) }])),
      averageCosts: new Map([...(await averageCosts(this.db, [register.warehouseId], [...catalog.products.keys()]))].map(([k, v]) => [k.slice(register.warehouseId.length + 1), v])),
    };
  }

  /** The price check: the scanned product and unit, how the register prices it (for the customer when one is named), and its stock in the register's warehouse. */
  async forTillPrice(registerId: string, scan: string, customerId?: string) {
    const [register, settings, catalog, customers] = await Promise.all([
      this.register(registerId),
      this.settings.all(),
      productsForSale(this.db, { barcodes: [scan], codes: [scan] }),
      customersForSale(this.db, customerId ? [customerId] : []),
    ]);
    const customer = customerId ? customers.get(customerId) : undefined;
    const pricing: TillPricing = { ...(await this.pricing(register.currency, settings)), priceType: customer?.priceType ?? 'retail' };
    return { register, catalog, pricing, discount: customer?.discount ?? '0' };
  }

  /** The till catalogue's pricing settings of a register: its currency, the base currency and the rate, price decimals, the discount limit. */
  async tillPricing(registerId: string) {
    const [register, settings] = await Promise.all([this.register(registerId), this.settings.all()]);
    const { currency, baseCurrency, rate, priceDecimal } = await this.pricing(register.currency, settings);
    return { currency, baseCurrency, rate, priceDecimal, maxDiscount: settings.PosMaxDiscount };
  }

  /** The session a sale goes in: the named one when it is this register's (else null), or the register's open one. */
  private async saleSession(registerId: string, named: string | undefined): Promise<RecordTillSaleFacts['session']> {
    if (!named) {
      const id = await openCashSessionOf(this.db, registerId);
      return id ? { id, closed: false } : null;
    }
    const s = await cashSessionState(this.db, named);
    return s && s.registerId === registerId ? { id: s.id, closed: s.status === 'closed' } : null;
  }

  private async register(registerId: string) {
    const register = await getPosRegister(this.db, registerId);
    if (!register) throw new DomainError('pos_register_not_found', `No register ${registerId}.`, 404);
    return register;
  }

  private async pricing(currency: string, settings: { BaseCurrencyID: string; PriceDecimal: number }): Promise<Omit<TillPricing, 'priceType'>> {
    const base = settings.BaseCurrencyID;
    const rate = currency === base ? '1' : ((await ratesInForce(this.db, new Date())).find((r) => r.fromCode === currency && r.toCode === base)?.rate ?? null);
    return { currency, baseCurrency: base, rate, priceDecimal: settings.PriceDecimal };
  }

  private async namedSession(registerId: string, named: string): Promise<string> {
    const s = await cashSessionState(this.db, named);
    if (!s || s.registerId !== registerId) throw new DomainError('cash_session_not_found', `No cash session ${named} on this register.`, 404);
    return s.id;
  }

  private async openSession(registerId: string): Promise<string> {
    const id = await openCashSessionOf(this.db, registerId);
    if (!id) throw new DomainError('cash_session_not_found', 'This register has no open cash session.', 404);
    return id;
  }
}
