import type { IssueWaybillBody, WaybillEvent, WaybillLine } from '@tradedesk/contracts/invoicing/waybill';
import { SALE_KINDS, SELF_RECEIVED_KINDS, siiRut } from '@tradedesk/contracts/invoicing/waybill';
import { roundTo } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { buyerOf, sellerOf, setupNotFound } from '../../documents/parties.js';
import type { IssueWaybillFacts } from '../waybill-facts.js';
import type { WaybillState } from '../waybill.state.js';

export interface IssueWaybill {
  type: 'IssueWaybill';
  waybillId: string;
  /** The n-th folio of the setup's type-52 CAF ranges, taken from the waybill counter inside the append. */
  folio: number;
  body: Omit<IssueWaybillBody, 'commandId'>;
  facts: IssueWaybillFacts;
}

/** Chile's only IVA rate. */
const IVA = new Decimal(19);

/**
 * A guía de despacho (DTE 52) for a Chilean setup: the receiver a registered client (the issuer
 * itself for an internal transfer or a donation), the lines a committed sale order's in pesos
 * (a sale only) and/or typed ones, the carrier and the driver registered and active with a RUT
 * SII accepts, the driver not driving for another carrier. With prices: whole pesos, IVA 19 %;
 * without: quantities only (a transfer moves goods, it sells nothing).
 */
export function decideIssueWaybill(c: IssueWaybill, s: WaybillState, ctx: DecideContext): WaybillEvent[] {
  if (s.document) throw new DomainError('waybill_exists', `Waybill ${c.waybillId} is already issued.`, 409);
  const { setup, client, saleOrder, carrier, driver, today } = c.facts;
  const b = c.body;
  if (!setup) throw setupNotFound(b.setupId);
  if (setup.country !== 'CL') throw new DomainError('waybill_not_chile', `setupId: a guía de despacho is Chilean; this setup is ${setup.country}.`, 422);

  const selfReceived = SELF_RECEIVED_KINDS.includes(b.traslado);
  if (!selfReceived && !b.clientId) throw new DomainError('client_required', `clientId: IndTraslado ${b.traslado} goes to a receiver; choose the client.`, 422);
  if (b.clientId && !client) throw new DomainError('client_not_found', `clientId: no client ${b.clientId}.`, 404);
  if (client && (client.country !== 'CL' || !siiRut(client.taxId))) throw new DomainError('client_not_chilean', `clientId: ${client.name} has no Chilean RUT.`, 422);

  if (!carrier) throw new DomainError('transport_company_not_found', `transportCompanyId: no transport company ${b.transportCompanyId}.`, 422);
  if (!carrier.active) throw new DomainError('transport_company_disabled', `transportCompanyId: ${carrier.name} is deactivated.`, 422);
  const carrierRut = carrier.country === 'CL' ? siiRut(carrier.taxId) : null;
  if (!carrierRut) throw new DomainError('transport_company_rut', `transportCompanyId: ${carrier.name} has no Chilean RUT (RUTTrans).`, 422);
  if (!driver) throw new DomainError('driver_not_found', `driverId: no driver ${b.driverId}.`, 422);
  if (!driver.active) throw new DomainError('driver_disabled', `driverId: ${driver.name} is deactivated.`, 422);
  const driverRut = siiRut(driver.idNumber);
  if (!driverRut) throw new DomainError('driver_rut', `driverId: ${driver.name}'s identity number ${driver.idNumber} is not a RUT (RUTChofer).`, 422);
  if (driver.transportCompanyId && driver.transportCompanyId !== carrier.id)
    throw new DomainError('driver_other_carrier', `driverId: ${driver.name} drives for ${driver.transportCompanyName ?? driver.transportCompanyId}, not ${carrier.name}.`, 422);

  const lines: Omit<WaybillLine, 'lineNo' | 'amount'>[] = [];
  if (b.saleOrderId) {
    if (!SALE_KINDS.includes(b.traslado)) throw new DomainError('sale_order_not_a_sale', `saleOrderId: IndTraslado ${b.traslado} is not a sale; type the lines.`, 422);
    if (!saleOrder) throw new DomainError('sale_order_not_found', `saleOrderId: no sale order ${b.saleOrderId}.`, 404);
    if (saleOrder.status !== 'committed') throw new DomainError('sale_order_not_committed', `saleOrderId: sale order ${saleOrder.number} is not committed.`, 422);
    if (saleOrder.currency !== 'CLP') throw new DomainError('currency_mismatch', `saleOrderId: sale order ${saleOrder.number} is in ${saleOrder.currency}; a guía is in pesos.`, 422);
    const named = new Map(b.orderLines.map((x) => [x.lineNo, x.quantity]));
    for (const lineNo of named.keys())
      if (lineNo > saleOrder.lines.length) throw new DomainError('waybill_exceeds_order', `orderLines: sale order ${saleOrder.number} has no line ${lineNo}.`, 422);
    saleOrder.lines.forEach((l, i) => {
      const lineNo = i + 1;
      // Partial guías: each carries part of the order; what earlier guías carried is no longer there to carry.
      const left = Decimal.max(0, new Decimal(l.quantity).minus(c.facts.delivered[lineNo] ?? '0'));
      const quantity = named.has(lineNo) ? new Decimal(named.get(lineNo)!) : left;
      if (quantity.gt(left))
        throw new DomainError('waybill_exceeds_order', `orderLines.${lineNo}: ${quantity.toString()} ${l.unit} of ${l.name} is more than what is left of sale order ${saleOrder.number} (${left.toString()}).`, 422);
      if (quantity.isZero()) return;
      lines.push({
        productCode: l.code.slice(0, 35), description: l.name.slice(0, 80), unitName: l.unit.slice(0, 4), quantity: quantity.toString(),
        unitPrice: b.withPrices && !l.gift ? l.price : b.withPrices ? '0' : null, saleOrderId: saleOrder.id, orderLine: { lineNo, ordered: l.quantity },
      });
    });
  }
  for (const l of b.lines) lines.push({ productCode: l.productCode, description: l.description, unitName: l.unitName, quantity: l.quantity, unitPrice: b.withPrices ? l.unitPrice! : null, saleOrderId: null });
  if (lines.length === 0) throw new DomainError('no_lines', 'lines: the sale order has nothing left to carry.', 422);
  if (lines.length > 60) throw new DomainError('too_many_lines', `lines: a DTE holds at most 60 lines, this one ${lines.length}.`, 422);

  const issued: WaybillLine[] = lines.map((l, i) => ({ ...l, lineNo: i + 1, amount: l.unitPrice === null ? null : roundTo(new Decimal(l.quantity).times(l.unitPrice), 0) }));
  const net = b.withPrices ? Decimal.sum(0, ...issued.map((l) => l.amount!)) : null;
  const vat = net ? new Decimal(roundTo(net.times(IVA).div(100), 0)) : null;

  return [
    {
      type: 'WaybillIssued',
      data: {
        waybillId: c.waybillId, setupId: setup.id, folio: c.folio, number: String(c.folio), issueDate: today, issuedAt: ctx.now.toISOString(), issuedBy: ctx.userId,
        traslado: b.traslado, seller: sellerOf(setup), clientId: client?.id ?? null, receiver: client ? buyerOf(client) : sellerOf(setup),
        saleOrder: saleOrder && b.saleOrderId ? { id: saleOrder.id, number: saleOrder.number } : null,
        carrier: { id: carrier.id, name: carrier.name, rut: carrierRut }, driver: { id: driver.id, name: driver.name, rut: driverRut },
        plate: b.plate, destination: b.destination, lines: issued,
        totals: net && vat ? { net: net.toFixed(0), vat: vat.toFixed(0), total: net.plus(vat).toFixed(0) } : null,
        notes: b.notes,
      },
    },
  ];
}
