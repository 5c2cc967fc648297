import { toBase } from '@tradedesk/contracts/catalog/units';
import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { roundMoney } from '@tradedesk/contracts/platform/money';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { PayMethodKind } from '@tradedesk/contracts/pos/pay-methods';
import type { PosRefund, PosReturnWithoutReceipt } from '@tradedesk/contracts/pos/pos-returns';
import type { SaleCatalogLookup } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { Decimal } from 'decimal.js';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { notEnoughCash, requireCurrencyAmount } from '../cash-session.state.js';
import { cashHandedBack, checkRefundRounding } from '../record-till-return/record-till-return.decide.js';
import { findTillProduct, tillPrice, type TillPricing } from '../till-pricing.js';

export type NoReceiptReturnEvent = PosReturnWithoutReceipt | StockMoved;

/** A return without a receipt's own stream: recorded or not. */
export interface NoReceiptReturnState {
  recorded: boolean;
}
export const initialNoReceiptReturnState = (): NoReceiptReturnState => ({ recorded: false });
export function evolveNoReceiptReturn(s: NoReceiptReturnState, e: EvolveEvent<NoReceiptReturnEvent>): NoReceiptReturnState {
  return e.type === 'PosReturnWithoutReceipt' ? { recorded: true } : s;
}

export interface NoReceiptReturnFacts {
  /** The register's open cash session (null: none). */
  sessionId: string | null;
  warehouseId: string;
  allowNegative: boolean;
  /** What the drawer should hold now per currency (the X report's expected cash). */
  cashHeld: Record<string, string>;
  /** PosBlindClose: a refusal does not say what the drawer holds. */
  blind?: boolean;
  catalog: SaleCatalogLookup;
  /** The register's retail pricing: its currency, the rate to the base currency. */
  pricing: TillPricing;
  payMethods: Record<string, { kind: PayMethodKind; active: boolean; currencies: string[] } | undefined>;
  /** Average cost of one base unit per product in the register's warehouse (else the product's cost). */
  averageCosts: Map<string, string>;
}

export interface RecordReturnWithoutReceipt {
  type: 'RecordReturnWithoutReceipt';
  returnId: string;
  registerId: string;
  deviceId: string;
  /** The cashier signed in on the till, and the till supervisor whose PIN the handler checked. */
  cashierId: string;
  supervisorId: string;
  reason: string;
  returnedAt: string;
  lines: { productId?: string; scan?: string; unit?: PackUnit; quantity: string; amount?: string }[];
  /** rounding: amount - the cash handed back (docs/pos.md "Cash rounding"). */
  refunds: { payMethodId: string; amount: string; rounding?: string }[];
  facts: NoReceiptReturnFacts;
}

/**
 * Goods taken back without their sale (docs/pos.md "Returns without a receipt"). Each line is
 * refunded at most the product's current retail price of that packing on the register x the
 * quantity (400 refund_over_price; absent: exactly that); the refund is in cash only, by active
 * cash methods that take the register's currency (400 refund_method_not_cash), never more than the
 * drawer should hold (400 not_enough_cash), and adds up to the lines (400 refund_mismatch). A
 * supervisor other than the cashier approves it (400 supervisor_same_as_cashier; their PIN is
 * checked by the handler). The goods go back into the register's warehouse at its average cost.
 */
export function decideRecordReturnWithoutReceipt(c: RecordReturnWithoutReceipt, s: NoReceiptReturnState): NoReceiptReturnEvent[] {
  if (s.recorded) throw new DomainError('pos_return_exists', `Return ${c.returnId} is recorded already.`, 409);
  const f = c.facts;
  if (!f.sessionId) throw new DomainError('cash_session_closed', 'This register has no open cash session: open one before taking goods back.', 409);
  if (c.supervisorId === c.cashierId) throw new DomainError('supervisor_same_as_cashier', 'Another till supervisor than the cashier has to approve a return without a receipt.', 400, { field: 'supervisorId' });
  const currency = f.pricing.currency;
  const lines = c.lines.map((input, i) => {
    const n = i + 1;
    const { product, unit } = findTillProduct(f.catalog, input, n);
    const price = tillPrice(product, unit, f.pricing);
    const quantity = new Decimal(input.quantity);
    const max = new Decimal(roundMoney(quantity.times(price), currency));
    const amount = input.amount === undefined ? max : requireCurrencyAmount({ currency, amount: input.amount }, `lines.${i}.amount`);
    if (amount.gt(max)) {
      throw new DomainError('refund_over_price', `Line ${n} (${product.name}): at most ${max.toFixed()} ${currency} (${quantity.toFixed()} x ${price}, the current retail price) can be refunded.`, 400, {
        field: `lines.${i}.amount`,
        line: n,
        max: max.toFixed(),
        price,
        currency,
      });
    }
    return { line: n, productId: product.id, code: product.code, name: product.name, unit, quantity: quantity.toFixed(), baseQuantity: toBase(input.quantity, unit, product.packings), price, amount: amount.toFixed(), cost: f.averageCosts.get(product.id) ?? product.cost ?? '0' };
  });
  const total = lines.reduce((t, l) => t.plus(l.amount), new Decimal(0));
  const byMethod = new Map<string, Decimal>();
  const roundings = new Map<string, Decimal>();
  c.refunds.forEach((r, i) => {
    const m = f.payMethods[r.payMethodId];
    if (!m || !m.active || m.kind !== 'cash' || !m.currencies.includes(currency)) {
      throw new DomainError('refund_method_not_cash', `refunds.${i}: a return without a receipt is refunded in cash, by an active cash method that takes ${currency}.`, 400, { field: `refunds.${i}.payMethodId` });
    }
    byMethod.set(r.payMethodId, (byMethod.get(r.payMethodId) ?? new Decimal(0)).plus(requireCurrencyAmount({ currency, amount: r.amount }, `refunds.${i}`)));
    if (r.rounding !== undefined) roundings.set(r.payMethodId, (roundings.get(r.payMethodId) ?? new Decimal(0)).plus(r.rounding));
  });
  const refunds: PosRefund[] = [...byMethod].map(([payMethodId, amount]) => {
    const rounding = roundings.get(payMethodId);
    return { payMethodId, kind: 'cash', currency, amount: amount.toFixed(), ...(rounding && !rounding.isZero() ? { rounding: rounding.toFixed() } : {}) };
  });
  checkRefundRounding(refunds, currency);
  const refunded = refunds.reduce((t, r) => t.plus(r.amount), new Decimal(0));
  if (!refunded.eq(total)) {
    throw new DomainError('refund_mismatch', `The goods coming back are refunded ${total.toFixed()} ${currency}; the refunds add up to ${refunded.toFixed()}.`, 400, { field: 'refunds', total: total.toFixed(), refunds: refunded.toFixed(), currency });
  }
  const held = new Decimal(f.cashHeld[currency] ?? 0);
  const handedBack = cashHandedBack(refunds);
  if (handedBack.gt(held)) {
    throw notEnoughCash({ blind: f.blind, currency, held, amount: handedBack, field: 'refunds', out: 'refunded in cash' });
  }
  const at = new Date(c.returnedAt).toISOString();
  return [
    {
      type: 'PosReturnWithoutReceipt',
      data: {
        returnId: c.returnId,
        sessionId: f.sessionId,
        registerId: c.registerId,
        deviceId: c.deviceId,
        warehouseId: f.warehouseId,
        currency,
        reason: c.reason,
        lines: lines.map(({ cost: _cost, ...l }) => l),
        refunds,
        amount: total.toFixed(),
        returnedAt: at,
        cashierId: c.cashierId,
        supervisorId: c.supervisorId,
      },
    },
    {
      type: 'StockMoved',
      data: {
        source: { type: 'pos-return', id: c.returnId, number: c.returnId.slice(0, 8) },
        reason: c.reason,
        allowNegative: f.allowNegative,
        at,
        movements: lines.map((l) => ({ line: l.line, kind: 'receipt', warehouseId: f.warehouseId, zoneId: null, productId: l.productId, quantity: l.baseQuantity, unit: l.unit, unitQuantity: l.quantity, unitCost: l.cost })),
      },
    },
  ];
}
