import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { toBase } from '@tradedesk/contracts/catalog/units';
import { dayStart, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import {
  type RecordTillSaleBody,
  recordTillSaleBody,
  tillCustomerListSchema,
  type TillCustomersQuery,
  tillCustomersQuery,
  tillPriceSchema,
  type TillPriceQuery,
  tillPriceQuery,
  tillSaleListSchema,
  tillSaleSchema,
  type TillSalesQuery,
  tillSalesQuery,
} from '@tradedesk/contracts/pos/pos-sales';
import { listCustomers } from '@tradedesk/projections/customers/customers/customers.query';
import { bookQuantities } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import { getTillSale, lastReceiptSequence, listTillSales } from '@tradedesk/projections/pos/pos-sales/pos-sales.query';
import { receiptSeriesOfDevice } from '@tradedesk/projections/pos/pos-devices/pos-devices.query';
import { settingLines } from '@tradedesk/contracts/settings/company-settings';
import { readCompanySetting, readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { CommandBus } from '@nestjs/cqrs';
import {
  cashSessionReportSchema,
  type CloseCashSessionBody,
  closeCashSessionBody,
  type MoveCashBody,
  moveCashBody,
  type OpenCashSessionBody,
  openCashSessionBody,
  type DiscountApprovalBody,
  discountApprovalBody,
  discountApprovalSchema,
  type PinSignInBody,
  pinSignInBody,
  pinSessionSchema,
  tillSchema,
  tillSessionSchema,
  tillView,
  registerBlind,
  registerReceiptText,
} from '@tradedesk/contracts/pos/pos';
import type { Database } from '@tradedesk/projections/platform/sql';
import { payMethodRefs } from '@tradedesk/projections/pos/pay-methods/pay-methods.query';
import { cashSessionReport, openCashSessionOf } from '@tradedesk/projections/pos/pos-cash-sessions/pos-cash-sessions.query';
import { employeeRef, tillCashiers, tillSupervisors } from '@tradedesk/projections/pos/pos-cashiers/pos-cashiers.query';
import { getPosRegister } from '@tradedesk/projections/pos/pos-registers/pos-registers.query';
import type { TillContext } from '../platform/http/auth.guard.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, CurrentTill, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/errors.js';
import { pathId } from '../platform/http/path-id.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { ApproveDiscountCommand } from './approve-discount/approve-discount.command.js';
import { CloseCashSessionCommand } from './close-cash-session/close-cash-session.command.js';
import { MoveCashCommand } from './move-cash/move-cash.command.js';
import { OpenCashSessionCommand } from './open-cash-session/open-cash-session.command.js';
import { PosFactsLoader } from './pos-facts.loader.js';
import { RecordTillSaleCommand } from './record-till-sale/record-till-sale.command.js';
import { findTillProduct, tillPrice } from './till-pricing.js';
import { SignInCashierCommand } from './sign-in-cashier/sign-in-cashier.command.js';
import { SignOutCashierCommand } from './sign-out-cashier/sign-out-cashier.command.js';

/**
 * /be/api/pos/till: the calls of an authorised device (X-Pos-Device) and, once a cashier signed in
 * with the PIN, of that cashier on it (X-Pos-Session). No user session opens them (docs/pos.md).
 */
@Controller('api/pos/till')
export class TillController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
    private readonly facts: PosFactsLoader,
  ) {}

  @Get()
  @Endpoint({ summary: "The device's register, the cashiers its PIN pad offers, and its receipt series with the last sequence recorded in it", access: 'pos-device', response: tillSchema })
  async till(@CurrentTill() till: TillContext) {
    const [register, series] = await Promise.all([getPosRegister(this.db, till.registerId), receiptSeriesOfDevice(this.db, till.deviceId)]);
    const receiptSeries = series ?? '';
    return {
      receiptSeries,
      lastReceiptSequence: receiptSeries ? await lastReceiptSequence(this.db, till.registerId, receiptSeries) : 0,
      deviceId: till.deviceId,
      deviceName: till.deviceName,
      register: { id: till.registerId, name: register?.name ?? '', currency: register?.currency ?? '', warehouseName: register?.warehouseName ?? '' },
      cashiers: await tillCashiers(this.db),
      supervisors: await tillSupervisors(this.db),
    };
  }

  @Post('discount-approvals')
  @Endpoint({
    summary: "A till supervisor types their PIN to let the signed-in cashier give discounts over the limit, up to maxDiscount, in one sale (15 minutes; 400 supervisor_pin_wrong; the 5th wrong PIN in a row locks: 429 cashier_locked)",
    access: 'pos-cashier',
    body: discountApprovalBody,
    response: discountApprovalSchema,
  })
  async approveDiscount(@ValidBody() b: DiscountApprovalBody, @CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    const r = await this.commands.execute(new ApproveDiscountCommand(b, till, envelopeOf(s)));
    return { ...r, supervisorName: (await employeeRef(this.db, b.supervisorId))?.name ?? '' };
  }

  @Post('sign-in')
  @HttpCode(200)
  @Endpoint({ summary: 'A cashier signs in on this device with their PIN (401 pin_wrong; the 5th wrong PIN in a row locks: 429 cashier_locked)', access: 'pos-device', body: pinSignInBody, response: pinSessionSchema })
  async signIn(@ValidBody() b: PinSignInBody, @CurrentTill() till: TillContext) {
    // The attempt is the claimed employee's: their id is the events' "who".
    const r = await this.commands.execute(new SignInCashierCommand(b, till, { userId: b.employeeId }));
    return { ...r, name: (await employeeRef(this.db, b.employeeId))?.name ?? '' };
  }

  @Post('sign-out')
  @HttpCode(200)
  @Endpoint({ summary: "End the cashier's PIN session on this device", access: 'pos-cashier' })
  signOut(@CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    return this.commands.execute(new SignOutCashierCommand(till, envelopeOf(s)));
  }

  @Get('session')
  @Endpoint({ summary: "The signed-in cashier, the till's payment methods, and the register's open cash session so far (X report) or null", access: 'pos-cashier', response: tillSessionSchema })
  async session(@CurrentTill() till: TillContext) {
    const [register, methods, openId, settings] = await Promise.all([
      getPosRegister(this.db, till.registerId),
      payMethodRefs(this.db),
      openCashSessionOf(this.db, till.registerId),
      readCompanySettings(this.db),
    ]);
    const blind = registerBlind(register?.blindClose, settings.PosBlindClose);
    return {
      employeeId: till.cashier!.employeeId,
      name: till.cashier!.name,
      register: { id: till.registerId, name: register?.name ?? '', currency: register?.currency ?? '' },
      payMethods: [...methods.values()].filter((m) => m.active).map((m) => ({ id: m.id, name: m.name, kind: m.kind, currencies: m.accounts.map((a) => a.currency) })),
      // A blind close (the register's own, else PosBlindClose): the open session's expected figures never reach the till.
      cashSession: openId ? tillView((await cashSessionReport(this.db, openId))!, blind) : null,
      blindClose: blind,
      maxDiscount: String(settings.PosMaxDiscount),
      // The register's own receipt lines where it has them, else the company's.
      receipt: {
        header: settingLines(registerReceiptText(register?.receiptHeader, settings.PosReceiptHeader)),
        footer: settingLines(registerReceiptText(register?.receiptFooter, settings.PosReceiptFooter)),
        width: settings.PosReceiptWidth,
        autoPrint: settings.PosAutoPrint,
      },
      cashRounding: settings.PosCashRounding,
      offlineSales: settings.PosOfflineSales,
    };
  }

  @Post('cash-session')
  @Endpoint({ summary: "Open the register's cash session with the counted float per currency (409 cash_session_exists when one is open)", access: 'pos-cashier', body: openCashSessionBody })
  open(@ValidBody() b: OpenCashSessionBody, @CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    return this.commands.execute(new OpenCashSessionCommand(b, till, envelopeOf(s, b.commandId)));
  }

  @Post('cash-session/moves')
  @Endpoint({ summary: 'Cash in or cash out of the open session, with a reason', access: 'pos-cashier', body: moveCashBody })
  move(@ValidBody() b: MoveCashBody, @CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    return this.commands.execute(new MoveCashCommand(b, till, envelopeOf(s, b.commandId)));
  }

  @Post('cash-session/close')
  @HttpCode(200)
  @Endpoint({ summary: 'Close the open session with the cash counted per payment method and currency: expected, counted and difference recorded', access: 'pos-cashier', body: closeCashSessionBody })
  close(@ValidBody() b: CloseCashSessionBody, @CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    return this.commands.execute(new CloseCashSessionCommand(b, till, envelopeOf(s, b.commandId)));
  }

  @Get('cash-sessions/:id/report')
  @Endpoint({ summary: "A cash session of this register as its report prints it (X while open, without the expected figures when the close is blind; Z once closed)", access: 'pos-cashier', response: cashSessionReportSchema })
  async report(@Param('id') id: string, @CurrentTill() till: TillContext) {
    const [r, register, blind] = await Promise.all([cashSessionReport(this.db, pathId(id)), getPosRegister(this.db, till.registerId), readCompanySetting(this.db, 'PosBlindClose')]);
    if (!r || r.registerId !== till.registerId) throw notFound(`No cash session ${id} on this register.`, 'cash_session_not_found');
    return tillView(r, registerBlind(register?.blindClose, blind === true));
  }

  @Post('sales')
  @Endpoint({
    summary: "Ring up a sale in the register's open cash session: lines by product or scan, payments by the till's methods (409 cash_session_closed without one; a retried saleId answers the first sale)",
    access: 'pos-cashier',
    body: recordTillSaleBody,
  })
  sell(@ValidBody() b: RecordTillSaleBody, @CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordTillSaleCommand(b, till, envelopeOf(s, b.saleId)));
  }

  @Get('sales')
  @Endpoint({ summary: "This register's sales of today's business day (or of one cash session; or, with search, those whose receipt number contains it), newest first", access: 'pos-cashier', query: tillSalesQuery, response: tillSaleListSchema })
  async sales(@ValidQuery() q: TillSalesQuery, @CurrentTill() till: TillContext) {
    const offset = Number(await readCompanySetting(this.db, 'SystemTimeZone'));
    return listTillSales(this.db, { registerId: till.registerId, since: dayStart(businessDayOf(new Date(), offset), offset), sessionId: q.sessionId, search: q.search || undefined });
  }

  @Get('sales/:id')
  @Endpoint({ summary: 'A sale of this register as its receipt prints it', access: 'pos-cashier', response: tillSaleSchema })
  async sale(@Param('id') id: string, @CurrentTill() till: TillContext) {
    const r = await getTillSale(this.db, pathId(id));
    if (!r || r.registerId !== till.registerId) throw notFound(`No sale ${id} on this register.`, 'pos_sale_not_found');
    return r;
  }

  @Get('price')
  @Endpoint({ summary: "Price check: the scanned product's price on this register (for the customer when one is named) and its stock in the register's warehouse", access: 'pos-cashier', query: tillPriceQuery, response: tillPriceSchema })
  async price(@ValidQuery() q: TillPriceQuery, @CurrentTill() till: TillContext) {
    const { register, catalog, pricing, discount } = await this.facts.forTillPrice(till.registerId, q.scan, q.customerId);
    const { product, unit } = findTillProduct(catalog, { scan: q.scan }, 1);
    const onHand = (await bookQuantities(this.db, register.warehouseId, [product.id])).get(product.id) ?? '0';
    return { productId: product.id, code: product.code, name: product.name, unit, unitSize: toBase('1', unit, product.packings), price: tillPrice(product, unit, pricing), discount, currency: pricing.currency, onHand };
  }

  @Get('customers')
  @Endpoint({ summary: "The till's customer picker: active customers whose code, name, phone, e-mail or tax id contains the search", access: 'pos-cashier', query: tillCustomersQuery, response: tillCustomerListSchema })
  async customers(@ValidQuery() q: TillCustomersQuery) {
    const { customers } = await listCustomers(this.db, { search: q.search || undefined, status: 'active', page: 1, limit: 20 });
    return { customers: customers.map((c) => ({ id: c.id, code: c.code, name: c.name, phone: c.phone })) };
  }
}
