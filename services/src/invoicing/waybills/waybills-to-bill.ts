import type { WaybillDocument, WaybillRow, WaybillToBill } from '@tradedesk/contracts/invoicing/waybill';
import { invoicedSaleOrders } from '@tradedesk/projections/invoicing/invoices/invoices.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { saleOrdersForInvoice } from '@tradedesk/projections/sales/sale-order-list/sale-order-list.query';

/**
 * Guías as a factura of chosen guías bills them (docs/invoicing.md "A factura of chosen guías"):
 * each line carried from a sale order joined with that order line as ordered (code, name, unit,
 * quantity, price, amount, gift), and the invoice that took the order whole, if any.
 */
export async function waybillsToBill(db: Database, guias: (WaybillRow & { document: WaybillDocument })[]): Promise<WaybillToBill[]> {
  const orderIds = [...new Set(guias.map((g) => g.document.saleOrder?.id).filter((id): id is string => Boolean(id)))];
  const [orders, invoiced] = await Promise.all([saleOrdersForInvoice(db, orderIds), invoicedSaleOrders(db, orderIds)]);
  return guias.map((g) => {
    const d = g.document;
    const order = d.saleOrder ? orders.find((o) => o.id === d.saleOrder!.id) : undefined;
    return {
      waybillId: d.waybillId, setupId: d.setupId, folio: d.folio, issueDate: d.issueDate, traslado: d.traslado, clientId: d.clientId, receiverName: d.receiver.name,
      saleOrder: d.saleOrder ? { id: d.saleOrder.id, number: d.saleOrder.number, invoicedBy: invoiced.get(d.saleOrder.id) ?? null } : null,
      billedBy: g.billedBy,
      lines: d.lines.map((l) => {
        const ol = l.orderLine && order ? order.lines[l.orderLine.lineNo - 1] : undefined;
        return {
          productCode: l.productCode, description: l.description, unitName: l.unitName, quantity: l.quantity, unitPrice: l.unitPrice,
          order: ol && l.saleOrderId ? { saleOrderId: l.saleOrderId, lineNo: l.orderLine!.lineNo, code: ol.code, name: ol.name, unit: ol.unit, quantity: ol.quantity, price: ol.price, amount: ol.amount, gift: ol.gift } : null,
        };
      }),
    };
  });
}
