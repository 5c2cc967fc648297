import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type RecordReturnWithoutReceiptBody, recordReturnWithoutReceiptBody, type RecordTillExchangeBody, recordTillExchangeBody, type RecordTillReturnBody, recordTillReturnBody, returnableSaleSchema, type ReturnableSale } from '@tradedesk/contracts/pos/pos-returns';
import type { Database } from '@tradedesk/projections/platform/sql';
import { returnsOfSale } from '@tradedesk/projections/pos/pos-returns/pos-returns.query';
import { getTillSale } from '@tradedesk/projections/pos/pos-sales/pos-sales.query';
import { Decimal } from 'decimal.js';
import type { TillContext } from '../platform/http/auth.guard.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, CurrentTill, Endpoint, ValidBody } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/errors.js';
import { pathId } from '../platform/http/path-id.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { RecordReturnWithoutReceiptCommand } from './record-return-without-receipt/record-return-without-receipt.command.js';
import { RecordTillExchangeCommand } from './record-till-exchange/record-till-exchange.command.js';
import { RecordTillReturnCommand } from './record-till-return/record-till-return.command.js';

/** /be/api/pos/till: returns against a sale of this register (docs/pos.md "Returns"). */
@Controller('api/pos/till')
export class TillReturnsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Post('returns')
  @Endpoint({
    summary:
      "Take goods back against a sale of this register, in its open cash session: lines and quantities of the sale (409 return_over_sold beyond what is left), refunded through the sale's methods (a retried returnId answers the first return)",
    access: 'pos-cashier',
    body: recordTillReturnBody,
  })
  record(@ValidBody() b: RecordTillReturnBody, @CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordTillReturnCommand(b, till, envelopeOf(s, b.returnId)));
  }

  @Post('returns/no-receipt')
  @Endpoint({
    summary:
      "Take goods back without their sale (no receipt), in this register's open cash session: each line at most its current retail price on the register x the quantity (400 refund_over_price), refunded in cash, approved by a till supervisor's PIN (400 supervisor_pin_wrong); a retried returnId answers the first return",
    access: 'pos-cashier',
    body: recordReturnWithoutReceiptBody,
  })
  recordWithoutReceipt(@ValidBody() b: RecordReturnWithoutReceiptBody, @CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordReturnWithoutReceiptCommand(b, till, envelopeOf(s, b.returnId)));
  }

  @Post('exchanges')
  @Endpoint({
    summary:
      "Exchange: goods back against a sale of this register and a new sale of what the customer takes instead, in one append; the goods back pay the new sale first, the customer pays or gets back only the difference (a retried exchangeId answers the first exchange)",
    access: 'pos-cashier',
    body: recordTillExchangeBody,
  })
  exchange(@ValidBody() b: RecordTillExchangeBody, @CurrentTill() till: TillContext, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordTillExchangeCommand(b, till, envelopeOf(s, b.exchangeId)));
  }

  @Get('sales/:id/returnable')
  @Endpoint({ summary: 'A sale of this register with what of each line may still come back and what each method may still refund', access: 'pos-cashier', response: returnableSaleSchema })
  async returnable(@Param('id') id: string, @CurrentTill() till: TillContext): Promise<ReturnableSale> {
    const sale = await getTillSale(this.db, pathId(id));
    if (!sale || sale.registerId !== till.registerId) throw notFound(`No sale ${id} on this register.`, 'pos_sale_not_found');
    const returns = await returnsOfSale(this.db, sale.id);
    const back = new Map<number, Decimal>();
    const backAmount = new Map<number, Decimal>();
    const refunded = new Map<string, Decimal>();
    for (const r of returns) {
      for (const l of r.lines) {
        back.set(l.line, (back.get(l.line) ?? new Decimal(0)).plus(l.quantity));
        backAmount.set(l.line, (backAmount.get(l.line) ?? new Decimal(0)).plus(l.amount));
      }
      for (const x of r.refunds) refunded.set(x.payMethodId, (refunded.get(x.payMethodId) ?? new Decimal(0)).plus(x.amount));
    }
    // What each method took: cash less the change, from the first cash payment first (as the takings count it).
    let change = new Decimal(sale.change);
    const paid = new Map<string, { payMethodName: string; kind: ReturnableSale['payments'][number]['kind']; currency: string; amount: Decimal }>();
    for (const p of sale.payments) {
      let amount = new Decimal(p.amount);
      if (p.kind === 'cash' && change.gt(0)) {
        const b = Decimal.min(change, amount);
        amount = amount.minus(b);
        change = change.minus(b);
      }
      const prev = paid.get(p.payMethodId);
      paid.set(p.payMethodId, { payMethodName: p.payMethodName, kind: p.kind, currency: p.currency, amount: (prev?.amount ?? new Decimal(0)).plus(amount) });
    }
    return {
      saleId: sale.id,
      customerId: sale.customerId,
      customerName: sale.customerName,
      currency: sale.currency,
      soldAt: sale.soldAt,
      total: sale.total,
      refunded: returns.reduce((t, r) => t.plus(r.amount), new Decimal(0)).toFixed(),
      lines: sale.lines.map((l) => {
        const returned = back.get(l.line) ?? new Decimal(0);
        return { ...l, returned: returned.toFixed(), returnedAmount: (backAmount.get(l.line) ?? new Decimal(0)).toFixed(), returnable: new Decimal(l.quantity).minus(returned).toFixed() };
      }),
      payments: [...paid].map(([payMethodId, p]) => {
        const r = refunded.get(payMethodId) ?? new Decimal(0);
        return { payMethodId, payMethodName: p.payMethodName, kind: p.kind, currency: p.currency, paid: p.amount.toFixed(), refunded: r.toFixed(), refundable: p.amount.minus(r).toFixed() };
      }),
      returns: returns.map((r) => ({ id: r.id, reason: r.reason, amount: r.amount, cashierName: r.cashierName, returnedAt: r.returnedAt })),
    };
  }
}
