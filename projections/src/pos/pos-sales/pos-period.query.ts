import type { PosPeriod, PosPeriodRow, PosPeriodTotal } from '@tradedesk/contracts/pos/pos-export';
import type { PayMethodKind } from '@tradedesk/contracts/pos/pay-methods';
import type { PosSaleLine } from '@tradedesk/contracts/pos/pos-sales';
import type { PosReturnLine } from '@tradedesk/contracts/pos/pos-returns';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const neg = (v: string) => new Decimal(v).negated().toFixed();

/**
 * The till sales and returns of [start, end) on the registers named (all when none), oldest first,
 * one row per line (a return's quantity and amount negative), and per payment method and
 * currency what the sales took (cash less the change) and the returns refunded.
 */
export async function posPeriod(sql: Sql, q: { from: string; to: string; start: Date; end: Date; registerIds: string[] }): Promise<PosPeriod> {
  const params: unknown[] = [q.start.toISOString(), q.end.toISOString()];
  const onRegisters = (alias: string) => {
    if (!q.registerIds.length) return '';
    return ` and ${alias}.register_id = any($3)`;
  };
  if (q.registerIds.length) params.push(q.registerIds);
  const sales = await sql.query<any>(
    `select s.id, s.receipt_no, s.sold_at, s.currency, s.lines, coalesce(r.name, '') as register_name, coalesce(u.name, '') as cashier_name, c.name as customer_name, b.number as boleta
     from rm.pos_sales s left join rm.pos_registers r on r.id = s.register_id left join rm.users u on u.id = s.cashier left join rm.customers c on c.id = s.customer_id
       left join rm.till_boletas b on b.sale_id = s.id and b.status = 'issued'
     where s.sold_at >= $1 and s.sold_at < $2${onRegisters('s')} order by s.sold_at, s.position limit 50000`,
    params,
  );
  const returns = await sql.query<any>(
    `select x.id, x.sale_id, s.receipt_no, x.returned_at, x.currency, x.lines, x.reason, coalesce(r.name, '') as register_name, coalesce(u.name, '') as cashier_name, c.name as customer_name, b.number as boleta
     from rm.pos_returns x left join rm.pos_registers r on r.id = x.register_id left join rm.users u on u.id = x.cashier
       left join rm.pos_sales s on s.id = x.sale_id left join rm.customers c on c.id = s.customer_id left join rm.till_boletas b on b.sale_id = x.sale_id and b.status = 'issued'
     where x.returned_at >= $1 and x.returned_at < $2${onRegisters('x')} order by x.returned_at, x.position limit 50000`,
    params,
  );
  const rows: PosPeriodRow[] = [];
  for (const s of sales.rows) {
    for (const l of s.lines as PosSaleLine[]) {
      rows.push({
        kind: 'sale', documentId: s.id, saleId: s.id, receiptNo: s.receipt_no ?? null, boleta: s.boleta ?? null, at: new Date(s.sold_at).toISOString(), registerName: s.register_name, cashierName: s.cashier_name, customerName: s.customer_name ?? null, reason: null,
        currency: s.currency, line: l.line, code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, price: l.price, discount: l.discount, amount: l.amount,
      });
    }
  }
  const saleLines = new Map<string, Map<number, PosSaleLine>>();
  if (returns.rows.length) {
    const { rows: sold } = await sql.query<{ id: string; lines: PosSaleLine[] }>(`select id, lines from rm.pos_sales where id = any($1)`, [[...new Set(returns.rows.filter((x) => x.sale_id).map((x) => x.sale_id as string))]]);
    for (const s of sold) saleLines.set(s.id, new Map(s.lines.map((l) => [l.line, l])));
  }
  for (const x of returns.rows) {
    // A return without a receipt (no sale) has each line's price on it: the current retail price it was capped at.
    for (const l of x.lines as (PosReturnLine & { price?: string })[]) {
      const sold = x.sale_id ? saleLines.get(x.sale_id)?.get(l.line) : undefined;
      rows.push({
        kind: 'return', documentId: x.id, saleId: x.sale_id ?? '', receiptNo: x.receipt_no ?? null, boleta: x.boleta ?? null, at: new Date(x.returned_at).toISOString(), registerName: x.register_name, cashierName: x.cashier_name, customerName: x.customer_name ?? null, reason: x.reason,
        currency: x.currency, line: l.line, code: l.code, name: l.name, unit: l.unit, quantity: neg(l.quantity), price: sold?.price ?? l.price ?? '', discount: sold?.discount ?? '', amount: neg(l.amount),
      });
    }
  }
  rows.sort((a, b) => a.at.localeCompare(b.at));
  const taken = await sql.query<{ pay_method_id: string; currency: string; amount: string }>(
    `select t.pay_method_id, t.currency, sum(t.amount)::text as amount from rm.pos_sale_takings t join rm.pos_sales s on s.id = t.sale_id
     where s.sold_at >= $1 and s.sold_at < $2${onRegisters('s')} group by t.pay_method_id, t.currency`,
    params,
  );
  const refunded = await sql.query<{ pay_method_id: string; currency: string; amount: string }>(
    `select f.pay_method_id, f.currency, sum(f.amount)::text as amount from rm.pos_return_refunds f join rm.pos_returns x on x.id = f.return_id
     where x.returned_at >= $1 and x.returned_at < $2${onRegisters('x')} group by f.pay_method_id, f.currency`,
    params,
  );
  const methods = new Map((await sql.query<{ id: string; name: string; kind: PayMethodKind; position: number }>('select id, name, kind, position from rm.pay_methods')).rows.map((m) => [m.id, m] as const));
  const totals = new Map<string, { payMethodId: string; currency: string; taken: Decimal; refunded: Decimal }>();
  const at = (payMethodId: string, currency: string) => {
    const k = `${payMethodId}:${currency}`;
    if (!totals.has(k)) totals.set(k, { payMethodId, currency, taken: new Decimal(0), refunded: new Decimal(0) });
    return totals.get(k)!;
  };
  for (const t of taken.rows) at(t.pay_method_id, t.currency).taken = new Decimal(t.amount);
  for (const f of refunded.rows) at(f.pay_method_id, f.currency).refunded = new Decimal(f.amount);
  const order = (t: { payMethodId: string; currency: string }) => [methods.get(t.payMethodId)?.position ?? 1e9, methods.get(t.payMethodId)?.name ?? t.payMethodId, t.currency] as const;
  const list: PosPeriodTotal[] = [...totals.values()]
    .sort((a, b) => {
      const [pa, na, ca] = order(a);
      const [pb, nb, cb] = order(b);
      return pa - pb || na.localeCompare(nb) || ca.localeCompare(cb);
    })
    .map((t) => ({
      payMethodId: t.payMethodId,
      payMethodName: methods.get(t.payMethodId)?.name ?? '',
      kind: methods.get(t.payMethodId)?.kind ?? 'other',
      currency: t.currency,
      taken: t.taken.toFixed(),
      refunded: t.refunded.toFixed(),
      net: t.taken.minus(t.refunded).toFixed(),
    }));
  return { from: q.from, to: q.to, rows, totals: list };
}
